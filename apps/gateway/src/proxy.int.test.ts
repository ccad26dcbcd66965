import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendWholeBody } from '@ace/dev-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGatewayConfig } from './config.ts';
import { createGateway } from './gateway.ts';

// More than the socket buffers between client, gateway and service hold: the body cannot all be sent before the
// service has closed its end.
const TWENTY_MB = 20 * 1_048_576;
const refusal = JSON.stringify({
  success: false,
  error: 'What you sent is larger than the 1 MB the portal accepts at once. Please shorten it and try again.',
  message: 'What you sent is larger than the 1 MB the portal accepts at once. Please shorten it and try again.',
  code: 'PAYLOAD_TOO_LARGE',
});

/**
 * A service that does what Fastify does with a body declared larger than its limit: as soon as the request's head
 * has come, it answers 413 with `Connection: close` and closes its end, reading none of the body.
 */
async function refusingService(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    let head = '';
    const readHead = (data: Buffer) => {
      head += data.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', readHead);
      socket.pause();
      socket.end(
        `HTTP/1.1 413 Payload Too Large\r\ncontent-type: application/json; charset=utf-8\r\n` +
          `content-length: ${String(Buffer.byteLength(refusal))}\r\nconnection: close\r\n\r\n${refusal}`,
      );
    };
    socket.on('data', readHead);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    close: () =>
      new Promise((closed) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          closed();
        });
      }),
  };
}

describe('the gateway in front of a service that answers before reading the body', () => {
  let service: Awaited<ReturnType<typeof refusingService>>;
  let gateway: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    service = await refusingService();
    gateway = await createGateway(
      readGatewayConfig({
        API_URL: service.url,
        WEB_DIST_DIR: join(tmpdir(), 'no-such-web-dist'),
        MOBILE_WEB_DIST_DIR: join(tmpdir(), 'no-such-mobile-dist'),
      }),
    );
    base = await gateway.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await gateway.close();
    await service.close();
  });

  it(
    "passes the service's 413 on, reads the rest of the client's body, and closes cleanly",
    { timeout: 30_000 },
    async () => {
      for (const type of ['application/json', 'text/plain']) {
        const body = new Uint8Array(TWENTY_MB).fill(0x78);
        const answer = await sendWholeBody(base, {
          method: 'POST',
          path: '/api/service-provider/status',
          headers: { host: 'localhost', 'content-type': type, 'content-length': String(body.length) },
          body,
        });
        expect(answer).toEqual({
          status: 413,
          body: JSON.parse(refusal) as unknown,
          socketError: undefined,
          bodyBytesSent: TWENTY_MB,
        });
      }
    },
  );
});
