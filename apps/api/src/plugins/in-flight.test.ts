import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight.ts';

/**
 * A server whose one route waits until the test lets it answer (or, with `answerOnClose`, until the server begins to
 * close), and says when it has started.
 */
async function serverWithSlowRoute({ answerOnClose = false } = {}) {
  const app = Fastify();
  trackInFlight(app);
  const released = Promise.withResolvers<undefined>();
  const started = Promise.withResolvers<undefined>();
  if (answerOnClose) {
    app.addHook('preClose', (done) => {
      released.resolve(undefined);
      done();
    });
  }
  app.get('/slow', async () => {
    started.resolve(undefined);
    await released.promise;
    return { done: true };
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url: `${address}/slow`,
    handling: started.promise,
    release: () => {
      released.resolve(undefined);
    },
  };
}

let open: FastifyInstance | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('requests in flight', () => {
  it('are waited for after the server closes, even when their client has gone', async () => {
    const { app, url, handling, release } = await serverWithSlowRoute();
    open = app;
    const client = new AbortController();
    const answer = fetch(url, { signal: client.signal }).catch(() => 'gone');
    await handling;
    client.abort();
    expect(await answer).toBe('gone');
    await app.close();

    let settled = false;
    // Two waiters (the server and, say, a health check): both are woken by the handler's end, long before they would
    // give up (a bound far from the scheduler's stalls on a loaded machine, which reach seconds).
    const waiting = Promise.all([app.inFlight.settled(60_000), app.inFlight.settled(60_000)]).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    const releasedAt = Date.now();
    release();
    await waiting;
    expect(Date.now() - releasedAt).toBeLessThan(30_000);
  });

  it('settle at once when nothing is handled, and give up on a handler after the grace time', async () => {
    const { app, url, handling } = await serverWithSlowRoute();
    open = app;
    // At once: before anything the event loop does next (a check callback), not after a timer or any I/O.
    let looped = false;
    setImmediate(() => {
      looped = true;
    });
    await app.inFlight.settled(10_000);
    expect(looped).toBe(false);

    const client = new AbortController();
    const answer = fetch(url, { signal: client.signal }).catch(() => 'gone');
    await handling;
    const waitedFrom = Date.now();
    await app.inFlight.settled(200);
    expect(Date.now() - waitedFrom).toBeGreaterThanOrEqual(190);
    client.abort();
    await answer;
  });

  it('close their connection once the server closes, so that a client keeping it alive does not keep the server', async () => {
    const { app, url, handling } = await serverWithSlowRoute({ answerOnClose: true });
    open = app;
    const answer = fetch(url);
    await handling;
    const closed = app.close();
    const response = await answer;
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ done: true });
    // Without it, this waits for the client's kept-alive connection: Fastify keeps one for 72 s.
    await closed;
  });
});
