import { spawn } from 'node:child_process';
import { BackupError } from './manifest.ts';

/**
 * Runs PostgreSQL's own client tools (pg_dump, pg_restore) on the database of a URL. The password goes in the
 * tool's environment, not on its command line, where every user of the machine could read it.
 */
export function runPostgresTool(tool: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password === '' ? {} : { PGPASSWORD: password }) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url.toString()}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
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
}
