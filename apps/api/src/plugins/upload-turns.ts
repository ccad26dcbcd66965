import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'whileReceiving': the route gives its turn back once its body has been read, for what it does next waits on
     * another thread (a receipt's reading), not on this one.
     */
    uploadTurn?: 'whileReceiving';
  }
}

export interface UploadTurnSettings {
  /** Requests with files handled at once in this process. */
  atOnce: number;
  /** The longest one waits for its turn; then it goes ahead anyway. */
  maxWaitMs: number;
}

/**
 * Requests with files (the routes whose schema names a multipart body: claims, appeals, audit answers, quotes,
 * receipts to read) take turns in each API process (issue 33, item 2; ADR 0038): `atOnce` are read and handled at a
 * time, and the next waits, its body unread, until one of them has answered (a receipt to read: until its file has
 * arrived). A wave of families sending photos at once then takes turns with the pages on the process's one thread
 * instead of holding it all together: in the first-week benchmark the pages' p99 while 100 photos arrived fell from
 * 76-103 ms to 22-40 ms. No request waits longer than `maxWaitMs`, so that a slow upload (a phone on a weak network,
 * with no proxy in front that buffers bodies) delays the next by that much at most.
 */
export function takeTurnsWithUploads(app: FastifyInstance, settings: UploadTurnSettings): void {
  let taken = 0;
  const waiting: (() => void)[] = [];

  /** A turn, once one is free (answers true) or once `maxWaitMs` has passed without one (false). */
  function turn(): Promise<boolean> {
    if (taken < settings.atOnce) {
      taken += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const given = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(given), 1);
        resolve(false);
      }, settings.maxWaitMs);
      waiting.push(given);
    });
  }

  /** A turn ends: the first waiting request takes it over. */
  function pass(): void {
    const next = waiting.shift();
    if (next === undefined) taken -= 1;
    else next();
  }

  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.schema?.multipart === undefined) return;
    if (!(await turn())) return;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      pass();
    };
    // A request whose client left while it waited ends its turn at once; any other when its answer has gone, or,
    // on a route that says so, when its body has been read.
    if (reply.raw.closed) {
      end();
      return;
    }
    reply.raw.once('close', end);
    if (request.routeOptions.config.uploadTurn === 'whileReceiving') request.raw.once('end', end);
  });
}
