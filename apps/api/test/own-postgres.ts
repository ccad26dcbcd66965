import { execFile, execFileSync } from 'node:child_process';
import { chownSync, globSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

/**
 * A PostgreSQL server of a test's own (issue 33): a cluster made by `initdb` in a temporary folder, on a free port,
 * which the test may stop and start at will. The machine's own server is never touched. Run as the `postgres` user
 * when the tests run as root (PostgreSQL refuses to run as root), else as the tests' user.
 */
export interface OwnPostgres {
  /** The address of database `name` on it (created with `createDatabase`). */
  url(name: string): string;
  createDatabase(name: string): Promise<void>;
  /** Stops it at once (`pg_ctl stop -m fast`: open connections are cut). */
  stop(): Promise<void>;
  /** Starts it again and waits until it takes connections. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The newest PostgreSQL's programs, or undefined when none is installed (the test is then skipped). */
export function postgresPrograms(): string | undefined {
  const found = globSync('/usr/lib/postgresql/*/bin/initdb').map((path) => join(path, '..'));
  return found.sort((a, b) => Number(/(\d+)\/bin$/.exec(b)?.[1]) - Number(/(\d+)\/bin$/.exec(a)?.[1]))[0];
}

const runFile = promisify(execFile);

export async function startOwnPostgres(bin: string): Promise<OwnPostgres> {
  const asRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'ace-own-postgres-'));
  if (asRoot) {
    const owner = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, owner, owner);
  }
  const run = async (program: string, args: string[]) => {
    const [file, fileArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    await runFile(file, fileArgs, { timeout: 60_000 });
  };
  const port = await freePort();
  const data = join(folder, 'data');
  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-instructions']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', '-t', '30', 'start']);
  await start();
  const url = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    url,
    createDatabase: (name) => run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start,
    async close() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
