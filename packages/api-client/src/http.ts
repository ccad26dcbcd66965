import {
  apiEnvelopeSchema,
  apiFailureSchema,
  translate,
  type FieldIssue,
  type Platform,
  type Schema,
} from '@ace/domain';

/** Every failed call, as one error: the HTTP status, the machine code and the text a person reads. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: FieldIssue[];

  constructor(status: number, code: string, message: string, issues: FieldIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
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
  fetch?: typeof fetch;
}

export interface Http {
  call<Data>(
    method: string,
    path: string,
    schema: Schema<Data>,
    options?: { json?: unknown; form?: FormData; query?: Record<string, string | undefined>; anonymous?: boolean },
  ): Promise<{ data: Data; message: string | undefined }>;
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
  const doFetch = options.fetch ?? fetch;
  return {
    async call(method, path, schema, call = {}) {
      const headers: Record<string, string> = { accept: 'application/json', 'x-client-platform': options.platform };
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
        response = await doFetch(`${options.baseUrl}/api${path}${queryString(call.query)}`, { method, headers, body });
      } catch {
        throw new ApiError(0, 'NETWORK', translate('api.unreachable'));
      }
      const payload = await readJson(response);
      if (response.status === 401) options.onUnauthorized?.();
      if (!response.ok) {
        const failure = apiFailureSchema.safeParse(payload);
        if (failure.success) {
          throw new ApiError(response.status, failure.data.code, failure.data.error, failure.data.issues ?? []);
        }
        throw new ApiError(response.status, 'UNEXPECTED', translate('api.internal'));
      }
      const envelope = apiEnvelopeSchema.safeParse(payload);
      const data = envelope.success ? schema.safeParse(envelope.data.data) : undefined;
      if (!envelope.success || !data?.success) {
        throw new ApiError(response.status, 'UNEXPECTED_RESPONSE', translate('api.internal'));
      }
      return { data: data.data, message: envelope.data.message };
    },
  };
}
