import { createApiClient, type ApiClient, type Fetch } from '@ace/api-client';
import type { ClaimSubmission, ProgrammeFiguresQuery, SchoolYearOpening } from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The contract between the API and its client (issue 32): every call @ace/api-client makes is a route the served
 * OpenAPI document declares, and every declared route is called by the client or named below as server-only.
 */

/** Documented routes no app calls through the client, each with the reason. */
const SERVER_ONLY: Readonly<Record<string, string>> = {
  'GET /api/files/{id}': 'a signed file link the browser follows from a claim view, never fetched by the client',
  'GET /api/appeal-files/{id}':
    'a signed file link the browser follows from an appeal view, never fetched by the client',
  'GET /api/audit-files/{id}':
    "a signed file link the browser follows from an audit's answer, never fetched by the client",
  'GET /api/pre-approval-files/{id}':
    "a signed file link the browser follows from a pre-approval's quote, never fetched by the client",
  'GET /api/data-archive': 'the one-minute archive link (POST /api/user/data-archive/link) the browser follows',
  'GET /api/user/data-archive': 'the archive for API users with a bearer token; the apps use the one-minute link',
  'POST /api/bank/webhooks': "the bank provider's webhook, called by the bank, not by an app",
  'GET /api/claim/automation': "spec section 7's claim search for automation, not used by a screen",
};

/** The arguments each client call is made with: one list per call, so a new call fails to compile until it is here. */
type CallArguments<Area> = {
  [Name in keyof Area]: Area[Name] extends (...args: infer Args) => unknown ? readonly Args[] : never;
};
type EveryCall = { [Area in keyof ApiClient]: CallArguments<ApiClient[Area]> };

const claim = {
  amountCents: 1000,
  category: 'Tutoring',
  dateOfService: '2023-09-15',
  description: 'Maths',
  files: [],
  payTo: 'parent',
  physicalGood: null,
  provider: { kind: 'programme', number: '123456' },
  sentAgainReason: null,
} as unknown as ClaimSubmission;
const opening = { startYear: 2024 } as unknown as SchoolYearOpening;
const figures = { schoolYear: 2023 } as unknown as ProgrammeFiguresQuery;
const receipt = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
const providerTabs = ['pendingProvider', 'pendingMerit', 'history'] as const;
const queueTabs = ['waiting', 'overdue', 'failedPayouts', 'waitingPayouts'] as const;

const everyCall: EveryCall = {
  login: { parentLoginSuccess: [[]], meritCsLoginSuccess: [[]], serviceProviderLoginSuccess: [['org-1']] },
  users: {
    registrations: [[]],
    parent: [[]],
    meritCs: [[]],
    serviceProvider: [['org-1']],
    language: [[]],
    setLanguage: [['es']],
  },
  dataArchive: { link: [[]] },
  providers: {
    accessMerits: [[]],
    lookUp: [['123456']],
    get: [['org-1']],
    register: [[{ organisationId: 'org-1', name: 'Bright Minds' }]],
    changeStatus: [['123456', 'Active']],
  },
  claims: {
    details: [[7]],
    readReceipt: [[receipt, 'receipt.pdf']],
    alreadySentNumber: [['A123']],
    submit: [[3, claim, []]],
  },
  versions: { mustUpdate: [['1.0.0']] },
  schoolYears: { list: [[]], open: [[opening]], events: [[]] },
  bank: {
    parentBankToken: [[]],
    setParentBankFlag: [[]],
    providerBankToken: [['org-1']],
    changeProviderBankToken: [['org-1']],
    providerBankAccount: [['org-1']],
    setProviderBankFlag: [['org-1']],
  },
  providerClaims: {
    list: providerTabs.map((tab) => ['org-1', tab] as const),
    csv: providerTabs.map((tab) => ['org-1', tab, {}] as const),
    count: providerTabs.map((tab) => ['org-1', tab, {}] as const),
    stats: [['org-1']],
    details: [['7', 'org-1']],
  },
  meritCs: {
    claim: [[7]],
    reviewLink: [[7]],
    reopenClaim: [[7, 'note']],
    changeClaimAmount: [[7, 10, 'note']],
    events: [[7]],
    transfers: [[7]],
    queueCounts: [[]],
    queue: queueTabs.map((tab) => [tab] as const),
    searchClaims: [['Ada']],
    searchClaimsCsv: [['Ada']],
    searchProviders: [['Bright']],
    programmeFigures: [[figures]],
    programmeAuditFigures: [[figures]],
    programmePreApprovalFigures: [[figures]],
    programmeFiguresCsv: [[figures]],
  },
  families: { family: [[5]], claimReads: [[7]], accessRecord: [[5]], accessRecordCsv: [[5]] },
  audits: {
    list: [['overdue']],
    open: [[7, 'reason']],
    samples: [[]],
    get: [[3]],
    ask: [[3, 'question']],
    recordFinding: [[3, { outcome: 'noFinding', explanation: '' }]],
    confirm: [[3]],
    recordRepayment: [[3, 1000]],
    ofClaim: [[7]],
    answer: [[7, 'answer', [{ body: receipt, name: 'receipt.pdf' }]]],
    providerDebts: [['org-1']],
  },
  reviews: {
    get: [['token-1']],
    approve: [['token-1', 'Reviewer']],
    passInternalReview: [['token-1', 'Reviewer']],
    reject: [['token-1', { reason: 'other', reviewerName: 'Reviewer' }]],
    assignServiceProvider: [['token-1', '123456']],
    lookUpProvider: [['123456', 'token-1']],
  },
  appeals: {
    ofClaim: [[7]],
    appeal: [[7, 'Please look again.', [{ body: receipt, name: 'letter.pdf' }]]],
    list: [[], ['upheld']],
    get: [[3]],
    figures: [[2023]],
    decide: [[3, { outcome: 'upheld', reason: 'Right' }]],
  },
  preApprovals: {
    ask: [
      [
        {
          childId: 1,
          amount: 600,
          category: 'tutoring',
          description: 'Ten sessions',
          expectedDate: '2023-09-20',
          serviceProviderNumber: '123456',
        },
      ],
      [
        {
          childId: 1,
          amount: 600,
          category: 'tutoring',
          description: 'Ten sessions',
          expectedDate: '2023-09-20',
          serviceProviderNumber: '123456',
        },
        { body: new Blob(['%PDF-1.7']), name: 'quote.pdf' },
      ],
    ],
    mine: [[]],
    one: [[3]],
    list: [[], ['Accepted']],
    get: [[3]],
    decide: [[3, { action: 'approve' }]],
    ofProvider: [['org-1']],
    decideAsProvider: [['org-1', 3, { action: 'reject', reason: 'other', notes: 'No' }]],
  },
};

/** Each call's method and URL path, as the client sends it (answered with a refusal: only the request matters). */
async function recordClientCalls(): Promise<string[]> {
  const sent: string[] = [];
  const recording: Fetch = (url, init) => {
    sent.push(`${init.method} ${new URL(url).pathname}`);
    return Promise.resolve(Response.json({ success: false }, { status: 418 }));
  };
  const client = createApiClient({
    baseUrl: 'http://client.test',
    getToken: () => 'token',
    platform: 'web',
    fetch: recording,
  });
  for (const [area, calls] of Object.entries(everyCall)) {
    const functions = client[area as keyof ApiClient] as Record<
      string,
      (...args: readonly unknown[]) => Promise<unknown>
    >;
    for (const [name, argumentLists] of Object.entries(calls as Record<string, readonly (readonly unknown[])[]>)) {
      const call = functions[name];
      if (call === undefined) throw new Error(`${area}.${name} is not a client call`);
      for (const args of argumentLists) await call(...args).catch(() => undefined);
    }
  }
  return sent;
}

/** The documented route a request path takes: static segments before parameters, as Fastify's router does. */
function documentedRoute(request: string, routes: readonly string[]): string | undefined {
  const [method, path] = request.split(' ') as [string, string];
  const segments = path.split('/');
  const matches = routes.filter((route) => {
    const [routeMethod, template] = route.split(' ') as [string, string];
    const parts = template.split('/');
    return (
      routeMethod === method &&
      parts.length === segments.length &&
      parts.every((part, index) => part.startsWith('{') || part === segments[index])
    );
  });
  const staticParts = (route: string) => route.split('/').filter((part) => !part.startsWith('{')).length;
  return matches.sort((a, b) => staticParts(b) - staticParts(a))[0];
}

let api: TestApp;
let routes: string[];
beforeAll(async () => {
  api = await startTestApp();
  const docs = await api.request('GET', '/api/docs/json');
  const paths = (docs.body as { paths: Record<string, Record<string, unknown>> }).paths;
  routes = Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => api.close());

describe('the OpenAPI document and @ace/api-client', () => {
  it('agree: every client call is a documented route, every documented route a client call or server-only', async () => {
    const sent = await recordClientCalls();
    expect(sent.length).toBeGreaterThan(50);
    const undocumented = sent.filter((request) => documentedRoute(request, routes) === undefined);
    expect(undocumented).toEqual([]);
    const called = new Set(sent.map((request) => documentedRoute(request, routes)));
    const uncalled = routes.filter((route) => !called.has(route) && SERVER_ONLY[route] === undefined);
    expect(uncalled).toEqual([]);
    expect(Object.keys(SERVER_ONLY).filter((route) => !routes.includes(route))).toEqual([]);
  });
});
