import {
  apiEnvelopeSchema,
  apiFailureSchema,
  currentLocale,
  translate,
  type FieldIssue,
  type Platform,
  type Schema,
} from '@ace/domain';

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
}

export interface Http {
  call<Data>(
    method: string,
    path: string,
    schema: Schema<Data>,
    options?: CallOptions,
  ): Promise<{ data: Data; message: string | undefined }>;
  /** A GET answered as a spreadsheet (text/csv): its text; a refusal is the same ApiError as for `call`. */
  csv(path: string, query?: Record<string, string | undefined>): Promise<string>;
}

export interface CallOptions {
  json?: unknown;
  form?: FormData;
  query?: Record<string, string | undefined>;
  anonymous?: boolean;
  /** Told how much of the body has been sent (0 to 1); the request then goes through XMLHttpRequest. */
  onUploadProgress?: (fraction: number) => void;
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

function queryString(query: Record<string, string | undefined> | undefined): string {
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
  );
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

  /** Sends a request and answers the response when it succeeded; any failure is thrown as an ApiError. */
  async function send(method: string, path: string, call: CallOptions, accept: string): Promise<Response> {
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
      body = call.form;
    }
    let response: Response;
    try {
      const doFetch = call.onUploadProgress ? xhrFetch(call.onUploadProgress) : defaultFetch;
      response = await doFetch(`${options.baseUrl}/api${path}${queryString(call.query)}`, { method, headers, body });
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

  return {
    async call(method, path, schema, call = {}) {
      const response = await send(method, path, call, 'application/json');
      const envelope = apiEnvelopeSchema.safeParse(await readJson(response));
      const data = envelope.success ? schema.safeParse(envelope.data.data) : undefined;
      if (!envelope.success || !data?.success) {
        throw new ApiError(response.status, 'UNEXPECTED_RESPONSE', translate('api.internal'));
      }
      return { data: data.data, message: envelope.data.message };
    },
    async csv(path, query) {
      const response = await send('GET', path, { query }, 'text/csv');
      try {
        return await response.text();
      } catch {
        throw new ApiError(0, 'NETWORK', translate('api.unreachable'));
      }
    },
  };
}
