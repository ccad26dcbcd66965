import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeServer, ConfigError, listen, readBody } from '@ace/dev-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGatewayConfig } from './config.ts';
import { createGateway } from './gateway.ts';

/** A copy of a service that answers its name and the size of the body it received. */
async function copyOfService(name: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    void readBody(req, 10 * 1024 * 1024).then((body) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ copy: name, bodyLength: body.length }));
    });
  });
  return { server, url: `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}` };
}

/** The address of a service that has stopped: connections to it are refused. */
async function stoppedService(): Promise<string> {
  const server = createServer();
  const url = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  await closeServer(server);
  return url;
}

function gatewayConfig(apiUrl: string) {
  return readGatewayConfig({
    API_URL: apiUrl,
    WEB_DIST_DIR: join(tmpdir(), 'no-such-web-dist'),
    MOBILE_WEB_DIST_DIR: join(tmpdir(), 'no-such-mobile-dist'),
  });
}

async function startGateway(apiUrl: string): Promise<{ server: Server; base: string }> {
  const gateway = await createGateway(gatewayConfig(apiUrl));
  return { server: gateway.server, base: await gateway.listen({ port: 0, host: '127.0.0.1' }) };
}

describe('the gateway in front of several copies of the API', () => {
  const servers: Server[] = [];
  let first: Awaited<ReturnType<typeof copyOfService>>;
  let second: Awaited<ReturnType<typeof copyOfService>>;
  let stopped: string;

  beforeAll(async () => {
    first = await copyOfService('first');
    second = await copyOfService('second');
    stopped = await stoppedService();
    servers.push(first.server, second.server);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => closeServer(server)));
  });

  async function copiesAnswering(base: string, requests: number, init: RequestInit = {}) {
    const copies: { copy: string; bodyLength: number }[] = [];
    for (let n = 0; n < requests; n += 1) {
      const response = await fetch(`${base}/api/user/claim`, init);
      expect(response.status).toBe(200);
      copies.push((await response.json()) as (typeof copies)[number]);
    }
    return copies;
  }

  it('reads API_URL as one address or several separated by commas, and refuses a list with a gap or a non-URL', () => {
    const api = (value: string) => gatewayConfig(value).upstreams.find((upstream) => upstream.prefix === '/api');
    expect(api('http://127.0.0.1:9001/')?.targets).toEqual(['http://127.0.0.1:9001']);
    expect(api(' http://10.0.0.1:8081 , http://10.0.0.2:8081 ')?.targets).toEqual([
      'http://10.0.0.1:8081',
      'http://10.0.0.2:8081',
    ]);
    expect(() => api('http://10.0.0.1:8081,,http://10.0.0.2:8081')).toThrow(ConfigError);
    expect(() => api('http://10.0.0.1:8081,ftp://10.0.0.2')).toThrow(ConfigError);
  });

  it('gives the copies requests in turn', async () => {
    const gateway = await startGateway(`${first.url},${second.url}`);
    servers.push(gateway.server);
    const copies = await copiesAnswering(gateway.base, 4);
    expect(copies.map((answer) => answer.copy)).toEqual(['first', 'second', 'first', 'second']);
  });

  it('passes a stopped copy over for the next, bodies and all', async () => {
    const gateway = await startGateway(`${first.url},${stopped},${second.url}`);
    servers.push(gateway.server);
    const body = Buffer.alloc(2 * 1024 * 1024, 7);
    const copies = await copiesAnswering(gateway.base, 3, { method: 'POST', body });
    expect(copies).toEqual([
      { copy: 'first', bodyLength: body.length },
      { copy: 'second', bodyLength: body.length },
      { copy: 'second', bodyLength: body.length },
    ]);
  });

  it('answers 502 only when no copy can be reached', async () => {
    const gateway = await startGateway(`${stopped},${stopped}`);
    servers.push(gateway.server);
    const response = await fetch(`${gateway.base}/api/user/claim`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ success: false, code: 'BAD_GATEWAY' });
  });
});
