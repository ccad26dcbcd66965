/**
 * Benchmark (issue 17, item 2): the award import of a 200,000-row list in bounded memory. A list is generated (100,000
 * families of two children, some names quoted with a comma or a quote, amounts written as "1,000.00"), then imported
 * with the portal's command line (`cli.ts import-awards`), as an operator would, into a fresh PostgreSQL database of
 * its own. The importing process's memory is read from /proc/PID/status every 20 ms: its highest resident memory
 * (VmRSS), against that of the same command on a list of one row (the code loaded, the database migrated: the idle
 * figure), and the kernel's high-water mark (VmHWM). Three
 * runs: one row; the whole list (checked, then registered); the whole list with a problem on its last row (checked,
 * nothing registered). Results go to bench/results/csv-import.md.
 *
 *   npm run bench:csv-import
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server, BENCH_ROWS (default 200000)
 * the list's length.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { freshPostgresDatabase, machine, residentBytes, writeResult } from './harness.ts';

const root = join(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const rowCount = Number(process.env.BENCH_ROWS ?? 200_000);
const SAMPLE_MS = 20;

const header =
  'parent_email,parent_first_name,parent_last_name,child_first_name,child_last_name,school_year,homeschooled,award_amount';
const firstNames = ['Ana', 'Bo', 'Cy', 'Di', 'Eli', 'Fay', '"Jo, Jr."', 'Kim', '"Lu ""Lulu"""', 'Max'];
const lastNames = ['Lopez', 'Ray', 'Day', 'Fox', "O'Neil", 'Smith', '"Lee, Park"', 'Ng'];

/** Row `index` of the list: families of two children, the second child's row right after the first's. */
function row(index: number): string {
  const family = Math.floor(index / 2);
  const last = lastNames[family % lastNames.length] ?? 'Ng';
  const year = ['2021', '2022', '2023', ''][index % 4] ?? '';
  return [
    `parent${String(family)}@example.com`,
    firstNames[family % firstNames.length],
    last,
    firstNames[(family + 1 + (index % 2)) % firstNames.length],
    last,
    year,
    index % 9 === 0 ? 'yes' : 'false',
    index % 3 === 0 ? `"${(1000 + (index % 500)).toLocaleString('en-US')}.00"` : String(500 + (index % 1500)),
  ].join(',');
}

/** Writes the list to `path`, streamed; `lastRow` replaces the last row when given. */
async function writeList(path: string, rows: number, lastRow?: string) {
  const file = createWriteStream(path);
  const write = async (line: string) => {
    if (!file.write(`${line}\r\n`)) await once(file, 'drain');
  };
  await write(header);
  for (let index = 0; index < rows; index += 1) {
    await write(index === rows - 1 && lastRow !== undefined ? lastRow : row(index));
  }
  file.end();
  await finished(file);
}

interface Run {
  name: string;
  rows: number;
  seconds: number;
  /** The highest VmRSS sampled, and the kernel's own peak (VmHWM), which a short spike between samples reaches. */
  peak: number;
  highWaterMark: number;
  exitCode: number | null;
  report: string;
}

/** Imports `path` with the command line, sampling the process's peak memory until it ends. */
async function importList(name: string, path: string, rows: number, databaseUrl: string): Promise<Run> {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/api/src/cli.ts', 'import-awards', path], {
    cwd: root,
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('The import did not start');
  let peak = 0;
  let highWaterMark = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, residentBytes(pid));
      highWaterMark = Math.max(highWaterMark, residentBytes(pid, 'VmHWM'));
    } catch {
      // The process has just ended between two samples: its last figure stands.
    }
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [exitCode] = (await once(child, 'exit')) as [number | null];
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const report = output.replaceAll(`${folder}/`, '').split('\n').slice(0, 2).join(' ').trim();
  console.log(`${name}: ${seconds.toFixed(1)} s, peak ${(peak / 2 ** 20).toFixed(1)} MiB: ${report}`);
  return { name, rows, seconds, peak, highWaterMark, exitCode, report };
}

const folder = mkdtempSync(join(tmpdir(), 'ace-bench-awards-'));
const loadBefore = loadavg()[0] ?? 0;
const database = await freshPostgresDatabase(adminUrl);
let runs: Run[];
try {
  const one = join(folder, 'one-row.csv');
  const whole = join(folder, 'awards.csv');
  const faulty = join(folder, 'awards-last-row-wrong.csv');
  await writeList(one, 1);
  await writeList(whole, rowCount);
  await writeList(faulty, rowCount, 'last@example.com,Last,Row,Kid,Row,2030,false,1000');
  runs = [
    await importList('one row (idle figure)', one, 1, database.url),
    await importList('whole list: checked, then registered', whole, rowCount, database.url),
    await importList('whole list, last row wrong: checked, nothing registered', faulty, rowCount, database.url),
  ];
} finally {
  await database.drop();
  rmSync(folder, { recursive: true, force: true });
}
const loadAfter = loadavg()[0] ?? 0;

const [idle] = runs;
if (idle === undefined) throw new Error('No run');
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

writeResult(
  'csv-import.md',
  `# The award import: ${rowCount.toLocaleString('en-US')} rows, streamed, in bounded memory

\`node apps/api/src/cli.ts import-awards FILE\` (the operator's command) on a generated list of ${rowCount.toLocaleString('en-US')} rows
(${(rowCount / 2).toLocaleString('en-US')} families of two children; names quoted with a comma or a doubled quote; amounts as "1,000.00"), CRLF, into
a fresh PostgreSQL database. The import reads the file twice, streamed: a first pass checks every row, and only a list
without a problem is read again and registered, 1,000 rows per statement, in one transaction. Peak memory is the
importing process's highest VmRSS (/proc/PID/status, read every ${String(SAMPLE_MS)} ms); idle is the same command's peak on a
one-row list (Node, the code and the migrations, and no list); VmHWM is the kernel's own high-water mark. Seconds are the whole command, start to exit; rows/s counts
the seconds above the one-row run (start-up and migrations).

Machine: ${machine()}, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after. Measured ${new Date().toISOString()}.

| run | rows | exit code | seconds | rows/s | peak VmRSS | peak − idle | VmHWM |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${runs
  .map(
    (r) =>
      `| ${r.name} | ${r.rows.toLocaleString('en-US')} | ${String(r.exitCode)} | ${r.seconds.toFixed(1)} | ${
        r === idle ? '' : Math.round(r.rows / (r.seconds - idle.seconds)).toLocaleString('en-US')
      } | ${mib(r.peak)} | ${r === idle ? '' : mib(r.peak - idle.peak)} | ${mib(r.highWaterMark)} |`,
  )
  .join('\n')}

What the command printed: ${runs.map((r) => `${r.name}: “${r.report}”`).join('; ')}.
`,
);
