import type { FilePart } from './multipart.ts';
import type { paths } from './openapi-paths.generated.ts';

/**
 * The client's calls typed from the API's contract (ADR 0031): `paths` is generated from the OpenAPI document the
 * API serves, so a call to a path or method the document does not declare, a missing or unknown path parameter, a
 * query parameter or JSON body field it does not read, or a body of the wrong kind does not compile.
 */

export type ApiPaths = paths;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The documented paths that answer a method. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P][Lowercase<M>] extends { responses: unknown } ? P : never;
}[keyof paths];

type Operation<M extends Method, P extends PathOf<M>> = Extract<paths[P][Lowercase<M>], { responses: unknown }>;

type ParametersOf<Op> = Op extends { parameters: infer Parameters } ? Parameters : never;

/** A URL's query is text: a number or flag the document declares may be given as the text that says it. */
type Textual<Value> = Value extends number | boolean ? Value | string : Value;

type PathInput<Op> =
  ParametersOf<Op> extends { path: infer Path } ? { path: { [Name in keyof Path]: Path[Name] } } : { path?: never };

type TextualQuery<Query> = { [Name in keyof Query]: Textual<Query[Name]> };

type OptionalQuery<Op> = NonNullable<ParametersOf<Op> extends { query?: infer Query } ? Query : never>;

type QueryInput<Op> =
  ParametersOf<Op> extends { query: infer Query }
    ? { query: TextualQuery<Query> }
    : [OptionalQuery<Op>] extends [never]
      ? { query?: never }
      : { query?: TextualQuery<OptionalQuery<Op>> };

type ContentOf<Op> = Op extends { requestBody?: infer Body }
  ? NonNullable<Body> extends { content: infer Content }
    ? Content
    : never
  : never;

/** The names of a multipart body's file parts: where the document says binary. */
type FileNames<Body> = { [Name in keyof Body]-?: NonNullable<Body[Name]> extends Blob ? Name : never }[keyof Body];

/**
 * The parts of a multipart body the document declares: its text parts as it types them (required ones required),
 * its files as a file with its name. Every file part may be left out: a corrected claim sends the files it keeps
 * by their ids (keptFile1, …) instead, which the server checks.
 */
export type MultipartParts<Body> = Omit<Body, FileNames<Body>> & Partial<Record<FileNames<Body>, FilePart>>;

type BodyInput<Op> = [ContentOf<Op>] extends [never]
  ? { json?: never; form?: never }
  : ContentOf<Op> extends { 'application/json': infer Json }
    ? { json: Json; form?: never }
    : ContentOf<Op> extends { 'multipart/form-data': infer Multipart }
      ? { form: MultipartParts<Multipart>; json?: never }
      : { json?: never; form?: never };

/** What a call of `method` `path` sends: its path parameters, its query and its body, as the document types them. */
export type CallInput<M extends Method, P extends PathOf<M>> = PathInput<Operation<M, P>> &
  QueryInput<Operation<M, P>> &
  BodyInput<Operation<M, P>>;

/** The parts of a multipart call's body, e.g. `MultipartOf<'POST', '/api/user/claim'>`. */
export type MultipartOf<M extends Method, P extends PathOf<M>> = NonNullable<CallInput<M, P>['form']>;

/** The query a GET of `path` reads, each value as the text of the URL. */
export type QueryOf<P extends PathOf<'GET'>> = NonNullable<CallInput<'GET', P>['query']>;

/** The URL of a documented path: its {name} segments replaced by the parameters, each encoded. */
export function pathWith(template: string, parameters: Readonly<Record<string, unknown>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const text = urlText(parameters[name]);
    if (text === undefined) throw new Error(`No value for {${name}} of ${template}`);
    return encodeURIComponent(text);
  });
}

/** A parameter's value as the text of a URL: a string, number or flag; nothing else is a parameter. */
export function urlText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}
