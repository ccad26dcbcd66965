import { AsyncLocalStorage } from 'node:async_hooks';
import {
  defaultLocale,
  languagesOfAcceptLanguage,
  localeFromLanguages,
  setLocaleSource,
  type Locale,
} from '@ace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The language of the moment in the API (docs/adr/0023): a request's, from its Accept-Language header, or an
 * e-mail's recipient's while it is written. `translate`, money and dates of the domain follow it; outside both
 * (a job, the CLI) it is English.
 */
const storage = new AsyncLocalStorage<Locale>();

/** Makes the domain's language of the moment this one (once, when the app is built). */
export function followLocaleOfTheMoment(): void {
  setLocaleSource(() => storage.getStore() ?? defaultLocale);
}

/** Runs `work` in `locale`: an e-mail to its recipient, say. */
export function withLocale<Result>(locale: Locale, work: () => Result): Result {
  return storage.run(locale, work);
}

/** The first of the request's languages that the portal speaks; English when none is. */
export function localeOfRequest(request: FastifyRequest): Locale {
  return localeFromLanguages(languagesOfAcceptLanguage(request.headers['accept-language']));
}

/**
 * Every request runs in its language: hooks run in the request's async context, so entering it at the first hook
 * reaches the body parser, the validation, the handler and what it awaits (a test sends a body in pieces). The
 * error handler sets it itself, for errors Fastify meets before any hook (plugins/error-handler.ts).
 */
export function speakRequestLanguages(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.enterWith(localeOfRequest(request));
    done();
  });
}
