import { spawn, type ChildProcess } from 'node:child_process';

/** A server process of a test's own (the API, a worker, the gateway), its output kept. */
export interface Process {
  name: string;
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves once the process has written `text` (after the first `from` characters); fails if it exits first. */
  said(text: string, from?: number): Promise<void>;
  output(): string;
}

/**
 * Starts `node file …args` with only PATH, HOST, PORT and `env` in its environment, so that nothing of the test's own
 * environment reaches it.
 */
export function startProcess(
  name: string,
  file: string,
  port: number,
  env: Record<string, string>,
  args: readonly string[] = [],
): Process {
  const child = spawn(process.execPath, [file, ...args], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    said: (text, from = 0) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!output.includes(text, from)) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        check();
        void exited.then((code) => {
          reject(new Error(`${name} exited (${String(code)}) before saying "${text}":\n${output}`));
        });
      }),
  };
}

/** Stops the processes still running (SIGTERM) and waits for every one to exit. */
export async function stopProcesses(processes: readonly Process[]): Promise<void> {
  for (const running of processes) if (running.child.exitCode === null) running.child.kill('SIGTERM');
  await Promise.all(processes.map((running) => running.exited));
}
