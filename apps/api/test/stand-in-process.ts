import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A stand-in of the local stack (apps/dev-*) running as a process of its own, with a state directory of its own. */
export interface StandInProcess {
  /** What its start-up line said, as `started` matched it. */
  said: RegExpExecArray;
  /** Stops it (SIGTERM), waits for it to exit and removes its state directory. */
  stop(): Promise<void>;
}

/**
 * Starts `node server` (an app of the stack: the API's tests import nothing of another app) with only PATH,
 * STATE_DIR (a fresh temporary directory) and `env` in its environment, and waits until its output matches
 * `started`. It stops with the test process (its IPC channel).
 */
export async function startStandInProcess(
  name: string,
  server: string,
  env: Record<string, string>,
  started: RegExp,
): Promise<StandInProcess> {
  const stateDir = mkdtempSync(join(tmpdir(), `ace-${name}-`));
  const child = spawn(process.execPath, [server], {
    env: { PATH: process.env.PATH ?? '', STATE_DIR: stateDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const said = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`${name} did not start:\n${output}`));
    }, 45_000);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const match = started.exec(output);
      if (match !== null) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${name} stopped:\n${output}`));
    });
  });
  return {
    said,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
