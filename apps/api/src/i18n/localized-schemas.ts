import { currentLocale, fieldIssues, translate, type Locale } from '@ace/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { ValidationError } from '../errors.ts';
import { withLocale } from './request-locale.ts';

/** Each route schema built in every language, under its English one (what the route and its OpenAPI see). */
const inOtherLanguages = new WeakMap<z.ZodType, Readonly<Record<Locale, z.ZodType>>>();

/**
 * A route schema whose messages are the request's language: `build` runs once per language, each time in that
 * language, so texts the schema writes when it is built (`translate`, the domain's `t = translate`) are in it.
 * A schema built once at registration without this would answer every request in English.
 */
export function inEachLanguage<Schema extends z.ZodType>(build: () => Schema): Schema {
  const built: Record<Locale, Schema> = { en: withLocale('en', build), es: withLocale('es', build) };
  inOtherLanguages.set(built.en, built);
  return built.en;
}

/**
 * What a check without a message of its own (a wrong type, an unknown key) says: the catalogue's 'The request is not
 * valid' in the request's language, never zod's English. For every parse of what a request sent.
 */
export const wordlessCheck = { error: () => translate('api.invalidRequest') };

/**
 * Validates a request with its route's schema in the request's language (inEachLanguage). A check without a
 * message of its own (a wrong type, an unknown key) says the catalogue's 'The request is not valid', never
 * zod's English; each field's first problem becomes an issue of the 400 (DESIGN.md section 6).
 */
export const validatorInRequestLanguage: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  const languages = inOtherLanguages.get(schema);
  return (data) => {
    const result = (languages?.[currentLocale()] ?? schema).safeParse(data, wordlessCheck);
    return result.success ? { value: result.data } : { error: new ValidationError(fieldIssues(result.error)) };
  };
};
