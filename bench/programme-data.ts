/**
 * The Programme page benchmarks' data (bench/programme-figures.ts, bench/audit-figures.ts): the list benchmarks'
 * claims (bench/list-scaling-data.ts: bench/provider-lists-data.ts, due dates, payouts), spread over the eight
 * categories, the rejected ones given reasons, and the provider's decision recorded as an event of every claim a
 * provider decided; all of it written by ordinary SQL statements, so that the figures the database keeps are kept by
 * its triggers as they would be in production.
 */
import { REJECT_REASONS, SERVICE_CATEGORIES } from '@ace/domain';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { scalingData } from './list-scaling-data.ts';
import { generateProviderLists, giveDueDates } from './provider-lists-data.ts';
import { BENCH_STAFF, generatePayouts } from './staff-queue-data.ts';

const sqlList = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(', ')}]`);

/** Migrates the empty database at `url` and fills it with `claims` claims; answers how long it took, and when. */
export async function generateProgrammeData(url: string, claims: number): Promise<string> {
  const started = Date.now();
  const handle = openDatabase({ databaseUrl: url });
  try {
    await handle.migrate();
    await generateProviderLists(handle.db, scalingData(claims));
    await handle.db.execute(sql`
      insert into users (type, email, first_name, last_name, agent_id, entity_id)
      values ('MeritCS', ${BENCH_STAFF.email}, 'Bench', 'Staff', ${BENCH_STAFF.agentId}, ${BENCH_STAFF.entityId})`);
    await giveDueDates(handle.db);
    await generatePayouts(handle.db);
    await handle.db.execute(sql`
      update claims set
        category = (${sqlList(SERVICE_CATEGORIES)})[1 + id % ${SERVICE_CATEGORIES.length}],
        rejection_reason = case when status = 'Rejected'
          then (${sqlList(REJECT_REASONS)})[1 + (id / 3) % ${REJECT_REASONS.length}] end`);
    await handle.db.execute(sql`
      insert into claim_events (claim_id, actor_kind, action, from_status, to_status, at)
      select id, 'externalToken', case status when 'Accepted' then 'approved' else 'rejected' end,
        'Pending external', status, reviewed_at
      from claims where status in ('Accepted', 'Rejected') and service_provider_id is not null`);
    await handle.db.execute(sql`vacuum analyze`);
  } finally {
    await handle.close();
  }
  return `generated in ${String(Math.round((Date.now() - started) / 1000))} s, ${new Date().toISOString()}`;
}
