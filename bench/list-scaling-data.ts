/**
 * The databases of the list scaling benchmark: one per size, each generated with SQL by the provider lists'
 * generator (bench/provider-lists-data.ts) plus the staff user, the due dates of the claims waiting for a provider and
 * payouts (bench/staff-queue-data.ts), then vacuumed and analysed as autovacuum would leave them. A database is built
 * under a `_building` name and renamed when complete, so a kept one is never half generated.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { generateProviderLists, giveDueDates } from './provider-lists-data.ts';
import { BENCH_STAFF, generatePayouts } from './staff-queue-data.ts';

/** The generated data of a size: 10 organisations (the first with 40% of the claims), a family per 20 claims. */
export const scalingData = (claims: number) => ({
  claims,
  providers: 10,
  families: Math.max(100, Math.round(claims / 20)),
});

/** The fixed name of the database of `claims` claims kept between runs (BENCH_SCALING_KEEP=1). */
export const keptDatabaseName = (claims: number) =>
  `ace_scaling_${claims % 1_000_000 === 0 ? `${claims / 1_000_000}m` : String(claims)}`;

export interface ScalingDatabase {
  name: string;
  url: string;
  /** Whether this run generated the data (false: a kept database was reused). */
  generated: boolean;
  generationSeconds: number;
  /** Drops the database unless it is kept. */
  release: () => Promise<void>;
}

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The database of `claims` claims: the kept one when `keep` and it exists, otherwise generated now. */
export async function scalingDatabase(adminUrl: string, claims: number, keep: boolean): Promise<ScalingDatabase> {
  const name = keep ? keptDatabaseName(claims) : `ace_scaling_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const release = async () => {
    if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (exists) return { name, url: urlOf(adminUrl, name), generated: false, generationSeconds: 0, release };
  const building = `${name}_building`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  // The claims generator joins each generated claim to its child while the row still carries the array of every
  // child's id; a hash join that spills to disk writes that array with each row (about 40 GB at 10M claims, 1M
  // children). Memory enough for one batch keeps it off the disk; reset once the data is there.
  await admin.query(`alter database ${building} set work_mem = '256MB'`);
  const started = Date.now();
  const handle = openDatabase({ databaseUrl: urlOf(adminUrl, building) });
  try {
    await handle.migrate();
    await generateProviderLists(handle.db, scalingData(claims));
    await handle.db.execute(sql`
      insert into users (type, email, first_name, last_name, agent_id, entity_id)
      values ('MeritCS', ${BENCH_STAFF.email}, 'Bench', 'Staff', ${BENCH_STAFF.agentId}, ${BENCH_STAFF.entityId})`);
    await giveDueDates(handle.db);
    await generatePayouts(handle.db);
    await handle.db.execute(sql`vacuum analyze`);
  } catch (error) {
    await handle.close();
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.end();
    throw error;
  }
  await handle.close();
  await admin.query(`alter database ${building} reset work_mem`);
  await admin.query(`alter database ${building} rename to ${name}`);
  const generationSeconds = Math.round((Date.now() - started) / 1000);
  console.log(`${name}: ${claims} claims generated in ${generationSeconds} s`);
  return { name, url: urlOf(adminUrl, name), generated: true, generationSeconds, release };
}
