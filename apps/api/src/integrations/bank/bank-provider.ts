/**
 * The bank-payment provider, as the portal needs it (DESIGN.md section 8): customers for the people and
 * organisations that receive payouts, their bank accounts (funding sources), transfers from the programme's account,
 * and signed webhooks. Every resource is known by its URL at the provider (a "ref"), as Dwolla's HAL links name it.
 * The real adapter speaks Dwolla's API v2 (dwolla-bank-provider.ts); locally that is apps/dev-bank.
 */

/** The URL of a resource at the bank provider: `https://api.dwolla.com/customers/…`. */
export type BankRef = string;

/**
 * The id a person reads and quotes for a resource at the bank provider: the last segment of its URL, the id the
 * provider's own dashboard (and apps/dev-bank's page) names it by.
 */
export function bankResourceId(ref: BankRef): string {
  const path = ref.split(/[?#]/, 1)[0] ?? ref;
  return path.split('/').findLast((segment) => segment !== '') ?? ref;
}

export interface BankCustomerDetails {
  firstName: string;
  lastName: string;
  email: string;
  /** For an organisation: its name, shown on its statements. */
  businessName?: string;
}

export interface BankFundingSource {
  ref: BankRef;
  /** The customer who owns it; null for the programme's own account. */
  customerRef: BankRef | null;
  type: 'bank' | 'balance';
  status: 'verified' | 'unverified';
  removed: boolean;
  name: string;
  /** The account's type and its bank's name, when the bank gives them (never the account's number). */
  accountType: 'checking' | 'savings' | null;
  bankName: string | null;
  /** ISO timestamp. */
  created: string;
}

export type BankTransferStatus = 'pending' | 'processed' | 'failed' | 'cancelled';

export interface BankTransfer {
  ref: BankRef;
  status: BankTransferStatus;
  amountCents: number;
  /** What the portal wrote on the transfer when it created it. */
  metadata: Readonly<Record<string, string>>;
  /** Why it failed (an ACH return code and its description), when it did. */
  failure: { code: string; description: string } | null;
}

export interface NewTransfer {
  sourceRef: BankRef;
  destinationRef: BankRef;
  amountCents: number;
  /** Sent as Idempotency-Key: the same key never pays twice, however often the request is repeated. */
  idempotencyKey: string;
  metadata: Readonly<Record<string, string>>;
  /** A searchable id of the portal's own (letters, digits, '-' and '.'). */
  correlationId: string;
}

export interface BankAccountDetails {
  routingNumber: string;
  accountNumber: string;
  bankAccountType: 'checking' | 'savings';
  name: string;
}

/** A webhook as the bank provider sends it: what happened (topic) to which resource. */
export interface BankEvent {
  id: string;
  topic: string;
  resourceRef: BankRef;
  /** The customer concerned, for customer topics. */
  customerRef: BankRef | null;
}

export interface BankProvider {
  /**
   * Creates a receive-only customer, or finds the one the provider already has under that e-mail (`existing`):
   * the caller decides whether that one may be adopted.
   */
  createCustomer(details: BankCustomerDetails): Promise<{ ref: BankRef; existing: boolean }>;
  /** A short-lived token with which the person's browser adds a bank account to the customer (spec section 7). */
  createLinkToken(customerRef: BankRef): Promise<string>;
  /** The customer's funding sources, removed ones included. */
  listFundingSources(customerRef: BankRef): Promise<BankFundingSource[]>;
  /** Adds a bank account from the server (the provider's current flow; used by the demo seed). */
  addFundingSource(customerRef: BankRef, account: BankAccountDetails): Promise<BankRef>;
  removeFundingSource(fundingSourceRef: BankRef): Promise<void>;
  /** The programme's own verified bank account, from which payouts are made. */
  programmeFundingSource(): Promise<BankRef>;
  /** Starts a transfer; answers its ref. Repeating it with the same idempotency key answers the same transfer. */
  createTransfer(transfer: NewTransfer): Promise<BankRef>;
  getTransfer(transferRef: BankRef): Promise<BankTransfer>;
  /** Cancels a transfer the bank has not processed yet and answers it; refused (BankRefusedError) once processed. */
  cancelTransfer(transferRef: BankRef): Promise<BankTransfer>;
  /**
   * Makes sure the provider sends its webhooks to `url`, signed with `secret`: `created` when it had to subscribe,
   * `paused` when a subscription exists but the provider stopped delivering to it (Dwolla pauses one after
   * repeated failures), `existing` otherwise.
   */
  ensureWebhookSubscription(url: string, secret: string): Promise<'created' | 'existing' | 'paused'>;
  /** Checks a webhook's signature over the exact bytes received (constant time). */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
  /** The event in a webhook whose signature was verified; undefined when it is not one. */
  parseWebhookEvent(rawBody: Buffer): BankEvent | undefined;
  /** Rejects unless the provider answers its API's root with this application's token (readiness). */
  check(): Promise<void>;
}

/** A field the provider refused, as Dwolla's `_embedded.errors` name it (`/email`, `/_links/destination/href`). */
export interface BankFieldError {
  code: string;
  message: string;
  path: string;
  /** A related resource: for a duplicate, the one that already exists. */
  aboutRef?: BankRef;
}

/** Something went wrong with the bank provider. */
export class BankError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The provider could not be reached or did not answer as it should: worth trying again later. */
export class BankUnavailableError extends BankError {}

/** The provider understood the request and refused it (a 4xx with Dwolla's error body). */
export class BankRefusedError extends BankError {
  readonly status: number;
  readonly code: string;
  readonly errors: readonly BankFieldError[];

  constructor(status: number, code: string, message: string, errors: readonly BankFieldError[] = []) {
    super(`${code}: ${message}${errors.map((error) => ` ${error.path} ${error.message}`).join(';')}`);
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}
