import { createConnection, createServer, type Socket } from 'node:net';

/**
 * What a part behind a fault proxy does: answers (`pass`), cannot be reached (`refuse`: every connection is reset),
 * takes connections and never answers (`hang`), answers every request with an HTTP 500 (`fail`), or does what it is
 * asked but its answer is lost on the way back (`lose`: the connection is reset as the answer comes).
 */
export type FaultMode = 'pass' | 'refuse' | 'hang' | 'fail' | 'lose';

/** A TCP proxy in front of a stand-in, so that a test can take the stand-in away and bring it back (issue 33). */
export interface FaultProxy {
  port: number;
  origin: string;
  /** Where connections are passed on to; set once the part behind has started. */
  forwardTo(port: number): void;
  /** Changes what the part does from now on; connections open in another mode are cut, as a failing part would. */
  set(mode: FaultMode): void;
  /**
   * On the connections opened from now on, lets the part's answers through until the client has sent `marker` (an
   * SMTP message's end, `\r\n.\r\n`), then holds them: the part did the work, the client has not heard so yet.
   * `held` resolves once an answer is held; `release` sends what was held and passes the rest.
   */
  holdAnswersAfter(marker: string): { held: Promise<undefined>; release(): void };
  close(): Promise<void>;
}

const SERVER_ERROR = 'A server error occurred.';
const FAILURE = [
  'HTTP/1.1 500 Internal Server Error',
  'content-type: application/json',
  `content-length: ${JSON.stringify({ code: 'ServerError', message: SERVER_ERROR }).length}`,
  'connection: close',
  '',
  JSON.stringify({ code: 'ServerError', message: SERVER_ERROR }),
].join('\r\n');

export async function startFaultProxy(): Promise<FaultProxy> {
  let mode: FaultMode = 'pass';
  let target: number | undefined;
  const open = new Set<Socket>();
  let holding: { marker: string; answers: [Socket, Buffer][]; released: boolean; onHeld(): void } | undefined;
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = createServer((client) => {
    track(client);
    if (mode === 'refuse' || target === undefined) {
      client.resetAndDestroy();
      return;
    }
    if (mode === 'hang') return;
    if (mode === 'fail') {
      client.once('data', () => client.end(FAILURE));
      return;
    }
    const upstream = createConnection({ host: '127.0.0.1', port: target });
    track(upstream);
    client.pipe(upstream);
    const hold = holding;
    if (mode === 'lose') {
      upstream.once('data', () => {
        client.resetAndDestroy();
      });
    } else if (hold !== undefined) {
      let sent = '';
      let markerSent = false;
      client.on('data', (chunk: Buffer) => {
        sent = (sent + chunk.toString('latin1')).slice(-hold.marker.length);
        markerSent ||= sent === hold.marker;
      });
      upstream.on('data', (chunk: Buffer) => {
        if (!markerSent || hold.released) {
          client.write(chunk);
          return;
        }
        hold.answers.push([client, chunk]);
        hold.onHeld();
      });
    } else {
      upstream.pipe(client);
    }
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    forwardTo(next) {
      target = next;
    },
    set(next) {
      mode = next;
      for (const socket of open) socket.destroy();
    },
    holdAnswersAfter(marker) {
      const { promise: held, resolve } = Promise.withResolvers<undefined>();
      const hold = {
        marker,
        answers: [] as [Socket, Buffer][],
        released: false,
        onHeld: () => {
          resolve(undefined);
        },
      };
      holding = hold;
      return {
        held,
        release() {
          if (hold.released) return;
          hold.released = true;
          holding = undefined;
          for (const [client, answer] of hold.answers) client.write(answer);
        },
      };
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
