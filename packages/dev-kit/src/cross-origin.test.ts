import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCrossOriginRequest } from './cross-origin.ts';
import { closeServer, listen } from './http.ts';

describe('isCrossOriginRequest', () => {
  const server = createServer((req, res) => {
    res.end(isCrossOriginRequest(req) ? 'cross-origin' : 'same-origin');
  });
  let url = '';

  beforeAll(async () => {
    url = `http://127.0.0.1:${String(await listen(server, 0, '127.0.0.1'))}/dev/x`;
  });
  afterAll(async () => {
    await closeServer(server);
  });

  async function verdict(headers: Record<string, string>): Promise<string> {
    return (await fetch(url, { method: 'POST', headers })).text();
  }

  it("takes a page's own form post, by Sec-Fetch-Site or by an Origin naming this host", async () => {
    const host = new URL(url).host;
    expect(await verdict({ 'sec-fetch-site': 'same-origin', origin: `http://${host}` })).toBe('same-origin');
    expect(await verdict({ 'sec-fetch-site': 'none' })).toBe('same-origin');
    expect(await verdict({ origin: `http://${host}` })).toBe('same-origin');
    expect(await verdict({ origin: 'http://localhost:8080', 'x-forwarded-host': 'localhost:8080' })).toBe(
      'same-origin',
    );
  });

  it('takes a request from no browser page at all (a script, a test)', async () => {
    expect(await verdict({})).toBe('same-origin');
  });

  it('refuses a post from another site, another port of this site, or an opaque origin', async () => {
    const host = new URL(url).host;
    expect(await verdict({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toBe('cross-origin');
    expect(await verdict({ 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:1' })).toBe('cross-origin');
    // Sec-Fetch-Site is the browser's word: an Origin that looks right does not outvote it.
    expect(await verdict({ 'sec-fetch-site': 'cross-site', origin: `http://${host}` })).toBe('cross-origin');
    expect(await verdict({ origin: 'https://evil.example' })).toBe('cross-origin');
    expect(await verdict({ origin: 'http://localhost:8080', 'x-forwarded-host': 'evil.example' })).toBe('cross-origin');
    expect(await verdict({ origin: 'null' })).toBe('cross-origin');
  });
});
