import { createReadStream } from 'node:fs';
import { ConfigError, loadConfig } from './config.ts';
import { runBackupCommand } from './cli/backup-command.ts';
import { importAwards } from './cli/import-awards.ts';
import { seedDemoData } from './cli/seed.ts';
import { seedDemoBank } from './cli/seed-bank.ts';
import { createDependencies } from './dependencies.ts';

const usage = `Usage: npm run portal -w @ace/api -- <command>

Commands:
  migrate                 apply the database migrations that have not run yet
  seed                    register the demo people, organisations and claims, and their banks at the bank
                          when it can be reached (idempotent)
  import-awards FILE.csv  import the programme's award list: every row, or none when a row has a problem
                          (each listed with its line and column)
  backup DIR              write a backup of the database and the file store into the new folder DIR
  restore DIR [--force]   bring the backup in DIR back into an empty database and file store (--force: replace
                          the database's contents)
`;

/** The portal's command line: `node apps/api/src/cli.ts <command>`. */
async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help') {
    console.log(usage);
    return command === undefined ? 1 : 0;
  }
  if (command === 'backup' || command === 'restore') return runBackupCommand(command, rest, loadConfig(process.env));
  const config = loadConfig(process.env);
  const { deps, database } = createDependencies(config);
  try {
    await database.migrate();
    switch (command) {
      case 'migrate':
        console.log(`Migrations applied (${database.kind}).`);
        return 0;
      case 'seed': {
        const summary = await seedDemoData(deps.db, deps.store, config, new Date());
        console.log(
          `Demo data ready: ${summary.providers} providers, ${summary.children} children, ${summary.claims} new claims.`,
        );
        const bank = await seedDemoBank(deps, (line) => {
          console.log(line);
        });
        if (bank.reachable) {
          console.log(`Demo bank accounts ready: ${bank.healthy} connected, ${bank.unhealthy} disconnected.`);
        }
        return 0;
      }
      case 'import-awards': {
        const [file] = rest;
        if (file === undefined) {
          console.error('import-awards needs the CSV file of the award list.');
          return 1;
        }
        const report = await importAwards(deps.db, () => createReadStream(file));
        if (report.problemCount === 0) {
          console.log(report.imported === 1 ? 'Imported the 1 row.' : `Imported all ${String(report.imported)} rows.`);
          return 0;
        }
        console.log(
          `Nothing was imported: ${String(report.rowsWithProblems)} of ${String(report.rows)} rows have a problem ` +
            `(${String(report.problemCount)} in all). Fix them in ${file} and import it again.`,
        );
        for (const { line, column, problem } of report.problems) {
          console.log(`  line ${String(line)}${column === null ? '' : `, ${column}`}: ${problem}`);
        }
        const unlisted = report.problemCount - report.problems.length;
        if (unlisted > 0) console.log(`  … and ${String(unlisted)} more problems.`);
        return 2;
      }
      default:
        console.error(`Unknown command: ${command}\n\n${usage}`);
        return 1;
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
