import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * State files of the stand-ins: read once at start, written whole on every change through a temporary file and a
 * rename, so a crash never leaves half a file. `parse` checks the shape (a schema's parse), so a hand-edited or
 * old file fails loudly instead of misbehaving later.
 */
export function readJsonFile<T>(path: string, parse: (value: unknown) => T): T | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return parse(JSON.parse(text));
  } catch (error) {
    throw new Error(`The state file ${path} cannot be read (delete it, or run npm start -- --reset).`, {
      cause: error,
    });
  }
}

export function writeJsonFile(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, path);
}
