import {
  apiEnvelopeSchema,
  apiFailureSchema,
  currentLocale,
  translate,
  type FieldIssue,
  type Platform,
  type Schema,
} from '@ace/domain';
import { pathWith, urlText, type CallInput, type Method, type PathOf } from './contract.ts';
import { appendBlob, formDataOf, type AppendFile, type FilePart } from './multipart.ts';

/**
 * Every failed call, as one error: the HTTP status, the machine code, the text a person reads and, when the API
 * answered, its request id (the reference a screen shows, so support staff can find the request in the logs).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: FieldIssue[];
  readonly requestId: string | undefined;

  constructor(status: number, code: string, message: string, issues: FieldIssue[] = [], requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.requestId = requestId;
  }

  /** The message of one field, for forms that show it beside the input. */
  issueFor(path: string): string | undefined {
    return this.issues.find((issue) => issue.path === path)?.message;
  }
}

export interface ApiClientOptions {
  /** Where the Base API is: '' on the web (same origin), the portal's address on native. */
  baseUrl: string;
  /** The current access token, or null when signed out. */
  getToken: () => string | null | Promise<string | null>;
  /** Called once for any 401: the app logs out (spec section 6). */
  onUnauthorized?: () => void;
  /** Sent as X-Client-Platform: some upload rules differ on iOS. */
  platform: Platform;
  fetch?: Fetch;
  /** How a file part goes into a multipart body (native differs from the web's Blob). */
  appendFile?: AppendFile;
}

/** How a call is sent, beside what the contract types: without the token, or reporting upload progress. */
export interface CallOptions {
  anonymous?: boolean;
  /** Told how much of the body has been sent (0 to 1); the request then goes through XMLHttpRequest. */
  onUploadProgress?: (fraction: number) => void;
}

/** A call's input: what the contract types and how it is sent; it may be left out when nothing in it is required. */
export type CallArguments<M extends Method, P extends PathOf<M>> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "nothing required" is exactly {}
  {} extends CallInput<M, P> ? [input?: CallInput<M, P> & CallOptions] : [input: CallInput<M, P> & CallOptions];

/** Every call is a documented method and path (ADR 0031); the answer's data is read with the domain's schema. */
export interface Http {
  call<M extends Method, P extends PathOf<M>, Data>(
    method: M,
    path: P,
    schema: Schema<Data>,
    ...input: CallArguments<M, P>
  ): Promise<{ data: Data; message: string | undefined }>;
  /** A GET answered as a spreadsheet (text/csv): its text; a refusal is the same ApiError as for `call`. */
  csv<P extends PathOf<'GET'>>(path: P, ...input: CallArguments<'GET', P>): Promise<string>;
}

/** A call's input as it is sent, whatever its path (its values were typed by the call's path). */
interface SentInput extends CallOptions {
  path?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  json?: unknown;
  form?: Readonly<Record<string, string | FilePart | undefined>>;
}

/** The part of fetch the client uses. */
export type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | FormData },
) => Promise<Response>;

/**
 * fetch cannot report upload progress; XMLHttpRequest can, in browsers and in React Native alike. The answer is
 * turned back into a Response so the rest of the client reads it one way.
 */
/** The part of XMLHttpRequest used here (declared so the client also type-checks where there is no DOM). */
interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: string | FormData | null): void;
  getResponseHeader(name: string): string | null;
  readonly status: number;
  readonly responseText: string;
  readonly upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export function xhrFetch(onUploadProgress: (fraction: number) => void): Fetch {
  const Xhr = (globalThis as { XMLHttpRequest?: new () => UploadRequest }).XMLHttpRequest;
  if (Xhr === undefined) throw new Error('Upload progress needs XMLHttpRequest');
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = new Xhr();
      request.open(init.method, url);
      for (const [name, value] of Object.entries(init.headers)) request.setRequestHeader(name, value);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
      };
      request.upload.onload = () => {
        onUploadProgress(1);
      };
      request.onload = () => {
        resolve(
          new Response(request.status === 204 ? null : request.responseText, {
            status: request.status,
            headers: { 'content-type': request.getResponseHeader('content-type') ?? 'application/json' },
          }),
        );
      };
      request.onerror = () => {
        reject(new TypeError('Network request failed'));
      };
      request.onabort = () => {
        reject(new TypeError('Network request aborted'));
      };
      request.send(init.body ?? null);
    });
}

function queryString(query: SentInput['query']): string {
  const entries = Object.entries(query ?? {}).flatMap(([name, value]): [string, string][] => {
    const text = urlText(value);
    return text === undefined || text === '' ? [] : [[name, text]];
  });
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries).toString()}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The one path from the API to a screen: the envelope read, a failure turned into an ApiError, 401 handled once. */
export function createHttp(options: ApiClientOptions): Http {
  const defaultFetch: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  const appendFile = options.appendFile ?? appendBlob;

  /** Sends a request and answers the response when it succeeded; any failure is thrown as an ApiError. */
  async function send(method: Method, path: string, call: SentInput, accept: string): Promise<Response> {
    // The API answers its errors in the language the app shows (the app sets the language of the moment).
    const headers: Record<string, string> = {
      accept,
      'accept-language': currentLocale(),
      'x-client-platform': options.platform,
    };
    const token = call.anonymous ? null : await options.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.json);
    } else if (call.form) {
      body = formDataOf(call.form, appendFile);
    }
    const url = `${options.baseUrl}${pathWith(path, call.path)}${queryString(call.query)}`;
    let response: Response;
    try {
      const doFetch = call.onUploadProgress ? xhrFetch(call.onUploadProgress) : defaultFetch;
      response = await doFetch(url, { method, headers, body });
    } catch {
      throw new ApiError(0, 'NETWORK', translate('api.unreachable'));
    }
    if (response.status === 401) options.onUnauthorized?.();
    if (!response.ok) {
      const headerId = response.headers.get('x-request-id') ?? undefined;
      const failure = apiFailureSchema.safeParse(await readJson(response));
      if (failure.success) {
        const { code, error, issues, requestId } = failure.data;
        throw new ApiError(response.status, code, error, issues ?? [], requestId ?? headerId);
      }
      // A proxy in front of the API refused the body with a page of its own: still too large, not a failure of ours.
      if (response.status === 413) {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', translate('api.tooLargeForPortal'), [], headerId);
      }
      throw new ApiError(response.status, 'UNEXPECTED', translate('api.internal'), [], headerId);
    }
    return response;
  }

  async function call<Data>(method: Method, path: string, schema: Schema<Data>, input: SentInput = {}) {
    const response = await send(method, path, input, 'application/json');
    const envelope = apiEnvelopeSchema.safeParse(await readJson(response));
    const data = envelope.success ? schema.safeParse(envelope.data.data) : undefined;
    if (!envelope.success || !data?.success) {
      throw new ApiError(response.status, 'UNEXPECTED_RESPONSE', translate('api.internal'));
    }
    return { data: data.data, message: envelope.data.message };
  }

  async function csv(path: string, input: SentInput = {}) {
    const response = await send('GET', path, input, 'text/csv');
    try {
      return await response.text();
    } catch {
      throw new ApiError(0, 'NETWORK', translate('api.unreachable'));
    }
  }

  return { call, csv };
}
