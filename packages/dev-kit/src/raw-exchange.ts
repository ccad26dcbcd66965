import { connect } from 'node:net';

/** How far a body goes into the socket at once. */
const CHUNK = 64 * 1024;

export interface RawRequest {
  method: string;
  path: string;
  /** Sent after `host` (the base's) and `connection: close`, which they may replace. */
  headers: Record<string, string>;
  /** Sent as it is: the caller frames it (content-length or chunked). */
  body: Uint8Array;
}

export interface RawExchange {
  status: number;
  /** The answer's body as JSON; undefined when empty. */
  body: unknown;
  /** How the connection ended for the client: undefined when cleanly, else the socket's error code. */
  socketError: string | undefined;
  bodyBytesSent: number;
}

/**
 * One HTTP/1.1 request over a raw socket that sends its whole body, as a browser or a proxy does (it does not stop
 * at an early answer), then reads the answer until the server closes; a test's tool for how a server ends a
 * connection on a body it refuses. Fails after 20 s without a close.
 */
export function sendWholeBody(base: string, request: RawRequest): Promise<RawExchange> {
  const { method, path, headers, body } = request;
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let socketError: string | undefined;
    let bodyBytesSent = 0;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer after ${String(bodyBytesSent)} bytes of the body were sent`));
    }, 20_000);
    socket.on('data', (data: Buffer) => received.push(data));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      socketError = error.code;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const [head = '', payload = ''] = Buffer.concat(received).toString().split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        body: payload === '' ? undefined : (JSON.parse(payload) as unknown),
        socketError,
        bodyBytesSent,
      });
    });
    const lines = Object.entries({ host: url.host, connection: 'close', ...headers }).map(
      ([name, value]) => `${name}: ${value}`,
    );
    socket.write(`${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
    void (async () => {
      for (let at = 0; at < body.length && !socket.destroyed; at += CHUNK) {
        const more = socket.write(body.subarray(at, at + CHUNK));
        bodyBytesSent = Math.min(at + CHUNK, body.length);
        if (!more) await new Promise((resume) => socket.once('drain', resume).once('close', resume));
      }
    })();
  });
}
