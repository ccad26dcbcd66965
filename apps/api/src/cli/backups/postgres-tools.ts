import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { BackupError } from './manifest.ts';

type PostgresTool = 'pg_dump' | 'pg_restore';

/**
 * Runs PostgreSQL's own client tools (pg_dump, pg_restore) on the database of a URL. The password goes in the
 * tool's environment, not on its command line, where every user of the machine could read it.
 */
export async function runPostgresTool(tool: PostgresTool, databaseUrl: string, args: string[]): Promise<void> {
  await start(tool, databaseUrl, args, 'ignore').exited;
}

/** Runs a tool that writes to its standard output (pg_dump without --file), which `read` consumes. */
export async function readPostgresTool<T>(
  tool: PostgresTool,
  databaseUrl: string,
  args: string[],
  read: (output: Readable) => Promise<T>,
): Promise<T> {
  const { child, exited } = start(tool, databaseUrl, args, 'pipe');
  if (child.stdout === null) throw new Error(`${tool} has no standard output`);
  const [output, exit] = await Promise.allSettled([
    read(child.stdout).catch((error: unknown) => {
      // A reader that stopped (a full disk) would leave the tool blocked on its output for ever.
      child.kill();
      throw error;
    }),
    exited,
  ]);
  if (output.status === 'rejected') throw output.reason;
  if (exit.status === 'rejected') throw exit.reason;
  return output.value;
}

function start(
  tool: PostgresTool,
  databaseUrl: string,
  args: string[],
  output: 'ignore' | 'pipe',
): { child: ChildProcess; exited: Promise<void> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password === '' ? {} : { PGPASSWORD: password }) };
  const child = spawn(tool, [...args, `--dbname=${url.toString()}`], { env, stdio: ['ignore', output, 'pipe'] });
  const exited = new Promise<void>((resolve, reject) => {
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found: install PostgreSQL's client tools of the server's major version ` +
                '(Debian: apt install postgresql-client), or put them on PATH.',
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit code ${String(code)}):\n${stderr.trim()}`));
    });
  });
  return { child, exited };
}
