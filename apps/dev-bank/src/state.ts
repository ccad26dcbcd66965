import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { readJsonFile, writeJsonFile } from '@ace/dev-kit';
import { z } from 'zod';

/** Everything the bank stand-in knows, kept in one JSON file and written whole on every change. */

const customerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  businessName: z.string().optional(),
  type: z.enum(['unverified', 'receive-only', 'personal']),
  status: z.enum(['unverified', 'verified', 'suspended', 'deactivated']),
  created: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

const fundingSourceSchema = z.object({
  id: z.string(),
  /** null for the programme's own account (Dwolla's master account). */
  customerId: z.string().nullable(),
  status: z.enum(['verified', 'unverified']),
  type: z.enum(['bank', 'balance']),
  bankAccountType: z.enum(['checking', 'savings']).optional(),
  name: z.string(),
  bankName: z.string().optional(),
  accountLast4: z.string().optional(),
  /** sha256 of routing + account number: finds a duplicate without keeping the account number. */
  fingerprint: z.string().optional(),
  removed: z.boolean(),
  created: z.string(),
});
export type FundingSource = z.infer<typeof fundingSourceSchema>;

const failureSchema = z.object({ code: z.string(), description: z.string(), explanation: z.string() });
export type TransferFailure = z.infer<typeof failureSchema>;

const transferSchema = z.object({
  id: z.string(),
  sourceId: z.string(),
  destinationId: z.string(),
  amount: z.object({ value: z.string(), currency: z.literal('USD') }),
  status: z.enum(['pending', 'processed', 'failed', 'cancelled']),
  metadata: z.record(z.string(), z.string()).optional(),
  correlationId: z.string().optional(),
  failure: failureSchema.optional(),
  created: z.string(),
});
export type Transfer = z.infer<typeof transferSchema>;

const subscriptionSchema = z.object({
  id: z.string(),
  url: z.string(),
  secret: z.string(),
  paused: z.boolean(),
  created: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const eventSchema = z.object({
  id: z.string(),
  topic: z.string(),
  resourceId: z.string(),
  resourceHref: z.string(),
  customerHref: z.string().optional(),
  created: z.string(),
});
export type BankEvent = z.infer<typeof eventSchema>;

const attemptSchema = z.object({ at: z.string(), status: z.number().optional(), error: z.string().optional() });
const deliverySchema = z.object({
  id: z.string(),
  subscriptionId: z.string(),
  eventId: z.string(),
  attempts: z.array(attemptSchema),
  /** Epoch ms of the next attempt; null once delivered or given up. */
  nextAttemptAt: z.number().nullable(),
  delivered: z.boolean(),
});
export type Delivery = z.infer<typeof deliverySchema>;

const tokenSchema = z.object({
  hash: z.string(),
  kind: z.enum(['application', 'funding-sources', 'client']),
  customerId: z.string().optional(),
  expiresAt: z.number(),
});
export type IssuedToken = z.infer<typeof tokenSchema>;

const idempotentSchema = z.object({
  key: z.string(),
  status: z.number(),
  location: z.string().optional(),
  body: z.unknown(),
  expiresAt: z.number(),
});
export type IdempotentAnswer = z.infer<typeof idempotentSchema>;

const stateSchema = z.object({
  account: z.object({ id: z.string(), name: z.string() }),
  customers: z.array(customerSchema),
  fundingSources: z.array(fundingSourceSchema),
  transfers: z.array(transferSchema),
  subscriptions: z.array(subscriptionSchema),
  events: z.array(eventSchema),
  deliveries: z.array(deliverySchema),
  tokens: z.array(tokenSchema),
  idempotency: z.array(idempotentSchema),
});
export type BankState = z.infer<typeof stateSchema>;

const KEPT_EVENTS = 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function freshState(): BankState {
  const now = new Date().toISOString();
  const accountId = randomUUID();
  return {
    account: { id: accountId, name: 'Ohio ACE Program' },
    customers: [],
    fundingSources: [
      // The programme's own money, as Dwolla shows a master account: its balance and its verified bank.
      {
        id: randomUUID(),
        customerId: null,
        status: 'verified',
        type: 'balance',
        name: 'Balance',
        removed: false,
        created: now,
      },
      {
        id: randomUUID(),
        customerId: null,
        status: 'verified',
        type: 'bank',
        bankAccountType: 'checking',
        name: 'Programme operating account',
        bankName: 'SANDBOX TEST BANK',
        accountLast4: '0001',
        removed: false,
        created: now,
      },
    ],
    transfers: [],
    subscriptions: [],
    events: [],
    deliveries: [],
    tokens: [],
    idempotency: [],
  };
}

export class BankStore {
  readonly state: BankState;
  readonly #path: string;

  constructor(stateDir: string) {
    this.#path = join(stateDir, 'bank.json');
    const existing = readJsonFile(this.#path, (value) => stateSchema.parse(value));
    this.state = existing ?? freshState();
    if (existing === undefined) this.save();
  }

  /**
   * Writes the state, dropping first what nobody can use any more: expired tokens and idempotency answers, and all
   * but the latest events and finished deliveries (a developer's stack would otherwise grow without end).
   */
  save(): void {
    const now = Date.now();
    this.state.tokens = this.state.tokens.filter((token) => token.expiresAt > now);
    this.state.idempotency = this.state.idempotency.filter((answer) => answer.expiresAt > now);
    this.state.events = this.state.events.slice(-KEPT_EVENTS);
    const finished = this.state.deliveries.filter((delivery) => delivery.nextAttemptAt === null);
    if (finished.length > KEPT_EVENTS) {
      const dropped = new Set(finished.slice(0, finished.length - KEPT_EVENTS));
      this.state.deliveries = this.state.deliveries.filter((delivery) => !dropped.has(delivery));
    }
    writeJsonFile(this.#path, this.state);
  }
}
