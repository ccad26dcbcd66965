import { randomBytes } from 'node:crypto';
import { PASSWORD } from './accounts.ts';

/**
 * The secrets a run of the stories gives the API (fresh for each run, so a leak is this run's own), for the scan of
 * its log when the run ends.
 */
export function runSecrets(): Record<'REVIEW_TOKEN_SECRET' | 'FILE_URL_SECRET', string> {
  return { REVIEW_TOKEN_SECRET: randomBytes(32).toString('hex'), FILE_URL_SECRET: randomBytes(32).toString('hex') };
}

/** The bank's credentials of the stack: its defaults, which the stand-in page story signs in to the bank with. */
const BANK_SECRETS = { BANK_CLIENT_SECRET: 'dev-bank-secret', BANK_WEBHOOK_SECRET: 'dev-bank-webhook-secret' };

/** What no line of the API's log may hold, by name: literal values, and the shapes of tokens and file contents. */
function forbidden(secrets: Record<string, string>): { name: string; test: (line: string) => boolean }[] {
  const literal = (name: string, value: string) => ({ name, test: (line: string) => line.includes(value) });
  const shape = (name: string, pattern: RegExp) => ({ name, test: (line: string) => pattern.test(line) });
  return [
    literal('the demo password', PASSWORD),
    ...Object.entries({ ...secrets, ...BANK_SECRETS }).map(([name, value]) => literal(name, value)),
    shape('a bearer token (JWT)', /eyJ[\w-]{4,}\.[\w-]{4,}\./),
    // A review token: the base64url HMAC-SHA256 of its salt (43 characters), in a link or a path.
    shape('a review token', /(?<![\w-])[\w-]{43}(?![\w-])/),
    shape('a review link with its token', /review-claim(\/|\?token=)(?!\[redacted\])[\w%-]{8,}/),
    shape("a file link's signature", /signature=[\w%-]{8,}/),
    // The claim files the stories upload (support/files.ts, and the demo's): their signatures, raw or in base64.
    ...['%PDF-', '/Type/Catalog', 'GIF89a', 'IHDR'].map((marker) => literal(`file content (${marker})`, marker)),
    ...['JVBERi0', 'iVBORw0KGgo', 'R0lGODlh'].map((marker) => literal(`file content in base64 (${marker})`, marker)),
    shape('file content as a Buffer', /"type":"Buffer"/),
  ];
}

/** The lines of the stack's log that the API wrote (the stack prefixes each service's lines with its name). */
export function apiLines(stackLog: string): string[] {
  return stackLog.split('\n').filter((line) => /^api\s*│/.test(line));
}

/** Each forbidden thing found in the API's lines, with the number of lines holding it (never the value itself). */
export function leaksIn(lines: readonly string[], secrets: Record<string, string>): string[] {
  return forbidden(secrets).flatMap(({ name, test }) => {
    const found = lines.filter(test).length;
    return found === 0 ? [] : [`${name}: in ${found} line(s)`];
  });
}
