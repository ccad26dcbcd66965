import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests being handled (server.ts waits for them before closing the database). */
    inFlight: InFlight;
  }
}

export interface InFlight {
  /** Resolves once no request is being handled any more, or after `timeoutMs`, whichever comes first. */
  settled(timeoutMs: number): Promise<void>;
}

/**
 * Counts the requests being handled, so that the server closes the database only after the last handler is done.
 * Closing the server waits for connections, not handlers: a request whose client went away (an abandoned upload)
 * runs on without one, and Fastify never calls its onResponse. A handler is done when its reply is sent (onSend,
 * which runs for an answer or an error, whether or not anyone is still listening).
 *
 * Once the server is closing, an answer also closes its connection (`Connection: close`): a client's kept-alive
 * connection would otherwise keep the stopping process alive until the client let it go, and the client (a load
 * balancer, the gateway) would send its next request on it, to a process that no longer takes any.
 */
export function trackInFlight(app: FastifyInstance): void {
  const handling = new Set<FastifyRequest>();
  const waiting = new Set<() => void>();
  let closing = false;
  const finish = (request: FastifyRequest) => {
    handling.delete(request);
    if (handling.size > 0) return;
    for (const wake of waiting) wake();
    waiting.clear();
  };
  app.addHook('onRequest', (request, _reply, done) => {
    handling.add(request);
    done();
  });
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    finish(request);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    finish(request);
    done();
  });
  app.decorate<InFlight>('inFlight', {
    settled: (timeoutMs) =>
      new Promise((resolve) => {
        if (handling.size === 0) {
          resolve();
          return;
        }
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiting.delete(wake);
          resolve();
        }, timeoutMs);
        waiting.add(wake);
      }),
  });
}
