import { buildSchoolYears } from '@ace/app-core/test-factories';
/**
 * The Base API and Merit as the screens call them, answered in memory: each route is a method and a path pattern,
 * its answer a status and a JSON body (the API's envelope). Calls are recorded for the tests to inspect.
 */
export interface StubAnswer {
  status?: number;
  body: unknown;
}

export type StubRoute = [method: string, path: RegExp, answer: (url: URL, init: StubInit) => StubAnswer];

export interface StubInit {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface StubbedCall {
  method: string;
  url: URL;
  init: StubInit;
}

export function ok(data: unknown): StubAnswer {
  return { body: { success: true, data } };
}

export function refused(status: number, code: string, error: string): StubAnswer {
  return { status, body: { success: false, code, error, message: error } };
}

/** The programme's school years (GET /api/school-years): the specification's three, unless a test's own route answers. */
const schoolYearsRoute: StubRoute = ['GET', /^\/api\/school-years$/, () => ok(buildSchoolYears())];

/**
 * Answers fetch and XMLHttpRequest (the claim upload goes through it, for its progress) from the routes; an
 * unknown route is a 404.
 */
export function stubApi(routes: readonly StubRoute[]): StubbedCall[] {
  const calls: StubbedCall[] = [];
  const answer = (input: string, init: StubInit): StubAnswer => {
    const url = new URL(input, 'http://localhost:8080');
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, url, init });
    const route = [...routes, schoolYearsRoute].find(
      ([routeMethod, path]) => routeMethod === method && path.test(url.pathname),
    );
    return route?.[2](url, init) ?? refused(404, 'NOT_FOUND', `No stub for ${method} ${url.pathname}`);
  };
  global.fetch = jest.fn((input: string, init: StubInit = {}) => {
    const { status = 200, body } = answer(input, init);
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  }) as unknown as typeof fetch;
  global.XMLHttpRequest = class StubXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressLike) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader() {
      return 'application/json';
    }
    send(body: unknown) {
      const { status = 200, body: json } = answer(this.url, { method: this.method, headers: this.headers, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.upload.onload?.();
        this.status = status;
        this.responseText = JSON.stringify(json);
        this.onload?.();
      }, 0);
    }
  } as unknown as typeof XMLHttpRequest;
  return calls;
}

interface ProgressLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}
