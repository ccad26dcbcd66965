import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/test-database.ts';
import { MIGRATIONS_FOLDER } from './client.ts';

const tablesSchema = z.object({ rows: z.array(z.object({ table_name: z.string() })) });

const apiRoot = join(import.meta.dirname, '..', '..');

describe('migrations', () => {
  it('build every table on an empty database, and running them again changes nothing', async () => {
    const database = await createTestDatabase();
    try {
      const tables = async () => {
        const result = await database.db.execute(
          sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
        );
        return tablesSchema.parse(result).rows.map((row) => row.table_name);
      };
      const before = await tables();
      expect(before).toEqual([
        'app_versions',
        'audit_answer_files',
        'audit_cases',
        'audit_questions',
        'audit_repayments',
        'audit_samples',
        'award_instalments',
        'child_awards',
        'child_claim_totals',
        'child_year_claim_totals',
        'children',
        'claim_appeal_files',
        'claim_appeals',
        'claim_due_counts',
        'claim_events',
        'claim_files',
        'claim_queue_counts',
        'claims',
        'jobs',
        'parents',
        'pre_approval_files',
        'pre_approvals',
        'programme_awards',
        'programme_claim_figures',
        'programme_durations',
        'programme_overdue_changes',
        'programme_provider_figures',
        'programme_provider_payouts',
        'provider_claim_counts',
        'provider_due_counts',
        'provider_members',
        'receipt_readings',
        'review_tokens',
        'school_year_events',
        'school_years',
        'service_providers',
        'staff_exports',
        'staff_reads',
        'transfers',
        'users',
        'year_end_settlements',
      ]);
      await database.migrate();
      await database.migrate();
      expect(await tables()).toEqual(before);
    } finally {
      await database.close();
    }
  });

  // drizzle-kit in a process of its own: over 30 s on a busy CI machine.
  it('match the schema: generating a migration from schema.ts finds nothing new', { timeout: 120_000 }, () => {
    const work = mkdtempSync(join(tmpdir(), 'ace-drift-'));
    try {
      const out = join(work, 'migrations');
      cpSync(MIGRATIONS_FOLDER, out, { recursive: true });
      // drizzle-kit reads paths relative to its working directory.
      const schema = relative(work, join(apiRoot, 'src/db/schema.ts'));
      writeFileSync(
        join(work, 'drizzle.config.json'),
        JSON.stringify({ dialect: 'postgresql', schema, out: './migrations' }),
      );
      const output = execFileSync(
        join(apiRoot, '..', '..', 'node_modules', '.bin', 'drizzle-kit'),
        ['generate', '--config', 'drizzle.config.json'],
        { cwd: work, encoding: 'utf8', stdio: 'pipe' },
      );
      expect(output).toContain('No schema changes');
      expect(readdirSync(out).filter((name) => name.endsWith('.sql'))).toEqual(
        readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql')),
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
