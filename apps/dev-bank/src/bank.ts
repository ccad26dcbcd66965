import { randomBytes, createHash, randomUUID } from 'node:crypto';
import {
  ACCOUNT_NUMBER_MAX_DIGITS,
  ACCOUNT_NUMBER_MIN_DIGITS,
  BANK_ACCOUNT_NAME_MAX,
  isValidRoutingNumber,
} from '@ace/domain';
import type { BankConfig } from './config.ts';
import {
  DwollaError,
  expiredAccessToken,
  invalidAccessToken,
  link,
  notFound,
  validationError,
  type EmbeddedError,
  type Link,
} from './hal.ts';
import {
  hashToken,
  type BankEvent,
  type BankStore,
  type Customer,
  type Delivery,
  type FundingSource,
  type IssuedToken,
  type Subscription,
  type Transfer,
  type TransferFailure,
} from './state.ts';
import { SIGNATURE_HEADER, signWebhookBody } from './webhook-signature.ts';

type Body = Record<string, unknown>;

export function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(body: Body, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function capitalised(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const required = (name: string): EmbeddedError => ({
  code: 'Required',
  message: `${capitalised(name)} required.`,
  path: `/${name}`,
});

/** ACH return codes a developer can fail a transfer with (NACHA descriptions, as Dwolla reports them). */
export const ACH_RETURNS: Record<string, Omit<TransferFailure, 'code'> & { removesBank: boolean }> = {
  R01: {
    description: 'Insufficient Funds',
    explanation: 'Available balance is not sufficient to cover the dollar value of the debit entry.',
    removesBank: false,
  },
  R02: {
    description: 'Account Closed',
    explanation: 'Previously active account has been closed by customer or RDFI.',
    removesBank: true,
  },
  R03: {
    description: 'No Account/Unable to Locate Account',
    explanation: 'Account number structure is valid, but does not correspond to an individual or an open account.',
    removesBank: true,
  },
  R04: {
    description: 'Invalid Account Number',
    explanation: 'Account number structure is not valid.',
    removesBank: true,
  },
};

const CUSTOMER_TYPES = ['receive-only', 'personal'] as const;
const MAX_METADATA_KEYS = 10;
const IDEMPOTENCY_MS = 24 * 60 * 60 * 1000;

/**
 * The bank stand-in's behaviour, apart from HTTP: customers, funding sources, transfers and their states, events
 * and signed webhook deliveries with retries. A Dwolla-compatible subset (DESIGN.md section 8).
 */
export class Bank {
  readonly config: BankConfig;
  readonly #store: BankStore;
  readonly #inFlight = new Set<string>();
  #timer: NodeJS.Timeout | undefined;

  constructor(config: BankConfig, store: BankStore) {
    this.config = config;
    this.#store = store;
  }

  get state() {
    return this.#store.state;
  }

  #save(): void {
    this.#store.save();
  }

  // ---- URLs -----------------------------------------------------------------------------------------------------

  get apiUrl(): string {
    return `${this.config.publicUrl}${this.config.basePath}`;
  }

  url(...segments: string[]): string {
    return [this.apiUrl, ...segments.map((segment) => encodeURIComponent(segment))].join('/');
  }

  /** The id at the end of a funding-source URL, whatever host it was written with. */
  fundingSourceIdFromHref(href: unknown): string | undefined {
    if (typeof href !== 'string') return undefined;
    const match = /\/funding-sources\/([0-9a-f-]{36})\/?$/i.exec(URL.parse(href)?.pathname ?? '');
    return match?.[1];
  }

  // ---- Tokens ---------------------------------------------------------------------------------------------------

  #issue(kind: IssuedToken['kind'], seconds: number, customerId?: string): string {
    const token = randomBytes(32).toString('base64url');
    this.state.tokens.push({ hash: hashToken(token), kind, customerId, expiresAt: Date.now() + seconds * 1000 });
    this.#save();
    return token;
  }

  issueApplicationToken(): { access_token: string; token_type: 'bearer'; expires_in: number } {
    const seconds = this.config.accessTokenSeconds;
    return { access_token: this.#issue('application', seconds), token_type: 'bearer', expires_in: seconds };
  }

  /** A short-lived token that lets a browser add a bank to one customer, and do nothing else. */
  issueCustomerToken(kind: 'funding-sources' | 'client', customerId: string): string {
    return this.#issue(kind, this.config.customerTokenSeconds, customerId);
  }

  checkToken(token: string | undefined): IssuedToken {
    if (token === undefined) throw invalidAccessToken();
    const hash = hashToken(token);
    const issued = this.state.tokens.find((candidate) => candidate.hash === hash);
    if (issued === undefined) throw invalidAccessToken();
    if (issued.expiresAt <= Date.now()) throw expiredAccessToken();
    return issued;
  }

  // ---- Idempotency ----------------------------------------------------------------------------------------------

  rememberedAnswer(key: string): { status: number; location?: string; body: unknown } | undefined {
    return this.state.idempotency.find((answer) => answer.key === key && answer.expiresAt > Date.now());
  }

  rememberAnswer(key: string, status: number, location: string | undefined, body: unknown): void {
    this.state.idempotency.push({ key, status, location, body, expiresAt: Date.now() + IDEMPOTENCY_MS });
    this.#save();
  }

  // ---- Customers ------------------------------------------------------------------------------------------------

  customer(id: string): Customer {
    const customer = this.state.customers.find((candidate) => candidate.id === id);
    if (customer === undefined) throw notFound();
    return customer;
  }

  customerResource(customer: Customer): Body {
    return {
      _links: {
        self: link(this.url('customers', customer.id), 'customer'),
        'funding-sources': link(this.url('customers', customer.id, 'funding-sources'), 'funding-source'),
        transfers: link(this.url('customers', customer.id, 'transfers'), 'transfer'),
      },
      id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      type: customer.type,
      status: customer.status,
      created: customer.created,
      ...(customer.businessName === undefined ? {} : { businessName: customer.businessName }),
    };
  }

  createCustomer(body: unknown): Customer {
    if (!isRecord(body)) throw validationError([required('firstName'), required('lastName'), required('email')]);
    const errors: EmbeddedError[] = [];
    const firstName = text(body, 'firstName');
    const lastName = text(body, 'lastName');
    const email = text(body, 'email')?.toLowerCase();
    const businessName = text(body, 'businessName');
    const typeValue = body.type;
    if (firstName === undefined) errors.push(required('firstName'));
    else if (firstName.length > 50)
      errors.push({ code: 'InvalidFormat', message: 'FirstName must be 50 characters or fewer.', path: '/firstName' });
    if (lastName === undefined) errors.push(required('lastName'));
    else if (lastName.length > 50)
      errors.push({ code: 'InvalidFormat', message: 'LastName must be 50 characters or fewer.', path: '/lastName' });
    if (email === undefined) errors.push(required('email'));
    else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      errors.push({ code: 'InvalidFormat', message: 'Email invalid.', path: '/email' });
    const type = typeValue === undefined ? 'unverified' : CUSTOMER_TYPES.find((candidate) => candidate === typeValue);
    if (type === undefined) {
      errors.push({
        code: 'Invalid',
        message: 'Type must be receive-only or personal (or left out for an unverified customer) in this stand-in.',
        path: '/type',
      });
    }
    if (type === 'personal') {
      for (const name of ['address1', 'city', 'state', 'postalCode', 'dateOfBirth', 'ssn']) {
        if (text(body, name) === undefined) errors.push(required(name));
      }
    }
    const existing =
      email === undefined ? undefined : this.state.customers.find((candidate) => candidate.email === email);
    if (existing !== undefined) {
      errors.push({
        code: 'Duplicate',
        message: 'A customer with the specified email already exists.',
        path: '/email',
        _links: { about: link(this.url('customers', existing.id), 'customer') },
      });
    }
    if (
      errors.length > 0 ||
      firstName === undefined ||
      lastName === undefined ||
      email === undefined ||
      type === undefined
    ) {
      throw validationError(errors);
    }
    const customer: Customer = {
      id: randomUUID(),
      firstName,
      lastName,
      email,
      ...(businessName === undefined ? {} : { businessName }),
      type,
      status: type === 'personal' ? 'verified' : 'unverified',
      created: new Date().toISOString(),
    };
    this.state.customers.push(customer);
    this.#save();
    this.emit('customer_created', customer.id, this.url('customers', customer.id), customer.id);
    return customer;
  }

  listCustomers(query: URLSearchParams): Body {
    const email = query.get('email')?.toLowerCase();
    const search = query.get('search')?.toLowerCase();
    const limit = Math.min(Math.max(Number(query.get('limit') ?? 25) || 25, 1), 200);
    const offset = Math.max(Number(query.get('offset') ?? 0) || 0, 0);
    const matching = this.state.customers.filter(
      (customer) =>
        (email === undefined || customer.email === email) &&
        (search === undefined ||
          [customer.firstName, customer.lastName, customer.email, customer.businessName ?? '']
            .join(' ')
            .toLowerCase()
            .includes(search)),
    );
    return {
      _links: { self: link(this.url('customers'), 'customer') },
      _embedded: {
        customers: matching.slice(offset, offset + limit).map((customer) => this.customerResource(customer)),
      },
      total: matching.length,
    };
  }

  // ---- Funding sources ------------------------------------------------------------------------------------------

  fundingSource(id: string): FundingSource {
    const source = this.state.fundingSources.find((candidate) => candidate.id === id);
    if (source === undefined) throw notFound();
    return source;
  }

  fundingSourceResource(source: FundingSource): Body {
    const links: Record<string, Link> = { self: link(this.url('funding-sources', source.id), 'funding-source') };
    if (source.customerId === null) links.account = link(this.url('accounts', this.state.account.id), 'account');
    else links.customer = link(this.url('customers', source.customerId), 'customer');
    if (!source.removed && source.customerId !== null)
      links.remove = link(this.url('funding-sources', source.id), 'funding-source');
    return {
      _links: links,
      id: source.id,
      status: source.status,
      type: source.type,
      ...(source.bankAccountType === undefined ? {} : { bankAccountType: source.bankAccountType }),
      name: source.name,
      created: source.created,
      removed: source.removed,
      channels: source.type === 'bank' ? ['ach'] : [],
      ...(source.bankName === undefined ? {} : { bankName: source.bankName }),
      ...(source.fingerprint === undefined ? {} : { fingerprint: source.fingerprint }),
    };
  }

  fundingSourcesOf(customerId: string | null, includeRemoved: boolean): Body {
    const self =
      customerId === null
        ? this.url('accounts', this.state.account.id, 'funding-sources')
        : this.url('customers', customerId, 'funding-sources');
    const sources = this.state.fundingSources.filter(
      (source) => source.customerId === customerId && (includeRemoved || !source.removed),
    );
    return {
      _links: {
        self: link(self, 'funding-source'),
        ...(customerId === null ? {} : { customer: link(this.url('customers', customerId), 'customer') }),
      },
      _embedded: { 'funding-sources': sources.map((source) => this.fundingSourceResource(source)) },
    };
  }

  /** Adds a bank account to a customer: the spec's client-side call, or Dwolla's current server-side one. */
  addFundingSource(customerId: string, body: unknown): FundingSource {
    const customer = this.customer(customerId);
    const input = isRecord(body) ? body : {};
    const errors: EmbeddedError[] = [];
    const routingNumber = text(input, 'routingNumber');
    const accountNumber = text(input, 'accountNumber');
    const name = text(input, 'name');
    const typeValue = text(input, 'bankAccountType') ?? text(input, 'type');
    if (routingNumber === undefined) errors.push(required('routingNumber'));
    else if (!isValidRoutingNumber(routingNumber))
      errors.push({ code: 'InvalidFormat', message: 'Routing number invalid.', path: '/routingNumber' });
    const accountPattern = new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN_DIGITS},${ACCOUNT_NUMBER_MAX_DIGITS}}$`);
    if (accountNumber === undefined) errors.push(required('accountNumber'));
    else if (!accountPattern.test(accountNumber)) {
      errors.push({
        code: 'InvalidFormat',
        message: `Account number must be ${ACCOUNT_NUMBER_MIN_DIGITS} to ${ACCOUNT_NUMBER_MAX_DIGITS} digits.`,
        path: '/accountNumber',
      });
    }
    const bankAccountType = typeValue === 'checking' || typeValue === 'savings' ? typeValue : undefined;
    if (typeValue === undefined) errors.push(required('bankAccountType'));
    else if (bankAccountType === undefined)
      errors.push({
        code: 'Invalid',
        message: 'Bank account type must be checking or savings.',
        path: '/bankAccountType',
      });
    if (name === undefined) errors.push(required('name'));
    else if (name.length > BANK_ACCOUNT_NAME_MAX) {
      errors.push({
        code: 'InvalidFormat',
        message: `Name must be ${BANK_ACCOUNT_NAME_MAX} characters or fewer.`,
        path: '/name',
      });
    }
    if (
      errors.length > 0 ||
      routingNumber === undefined ||
      accountNumber === undefined ||
      name === undefined ||
      bankAccountType === undefined
    ) {
      throw validationError(errors);
    }
    const fingerprint = createHash('sha256').update(`${routingNumber}:${accountNumber}`).digest('hex');
    const duplicate = this.state.fundingSources.find(
      (source) => source.customerId === customer.id && source.fingerprint === fingerprint && !source.removed,
    );
    if (duplicate !== undefined) {
      throw new DwollaError(400, 'DuplicateResource', `Bank already exists: id=${duplicate.id}`, {
        links: { about: link(this.url('funding-sources', duplicate.id), 'funding-source') },
      });
    }
    const source: FundingSource = {
      id: randomUUID(),
      customerId: customer.id,
      // As at Dwolla, a bank added by numbers is unverified (only instant verification or micro-deposits verify
      // one). An unverified bank can receive, not send: all a receive-only customer's payee bank ever does.
      status: 'unverified',
      type: 'bank',
      bankAccountType,
      name,
      bankName: 'SANDBOX TEST BANK',
      accountLast4: accountNumber.slice(-4),
      fingerprint,
      removed: false,
      created: new Date().toISOString(),
    };
    this.state.fundingSources.push(source);
    this.#save();
    const href = this.url('funding-sources', source.id);
    this.emit('customer_funding_source_added', source.id, href, customer.id);
    return source;
  }

  removeFundingSource(id: string): FundingSource {
    const source = this.fundingSource(id);
    if (source.customerId === null)
      throw new DwollaError(400, 'InvalidResourceState', 'The account’s own funding sources cannot be removed.');
    if (!source.removed) {
      source.removed = true;
      this.#save();
      this.emit(
        'customer_funding_source_removed',
        source.id,
        this.url('funding-sources', source.id),
        source.customerId,
      );
    }
    return source;
  }

  // ---- Transfers ------------------------------------------------------------------------------------------------

  transfer(id: string): Transfer {
    const transfer = this.state.transfers.find((candidate) => candidate.id === id);
    if (transfer === undefined) throw notFound();
    return transfer;
  }

  #ownerLink(source: FundingSource): Link {
    return source.customerId === null
      ? link(this.url('accounts', this.state.account.id), 'account')
      : link(this.url('customers', source.customerId), 'customer');
  }

  transferResource(transfer: Transfer): Body {
    const source = this.fundingSource(transfer.sourceId);
    const destination = this.fundingSource(transfer.destinationId);
    const links: Record<string, Link> = {
      self: link(this.url('transfers', transfer.id), 'transfer'),
      source: this.#ownerLink(source),
      'source-funding-source': link(this.url('funding-sources', source.id), 'funding-source'),
      destination: this.#ownerLink(destination),
      'destination-funding-source': link(this.url('funding-sources', destination.id), 'funding-source'),
    };
    if (transfer.status === 'pending') links.cancel = link(this.url('transfers', transfer.id), 'transfer');
    if (transfer.failure !== undefined) links.failure = link(this.url('transfers', transfer.id, 'failure'), 'failure');
    return {
      _links: links,
      id: transfer.id,
      status: transfer.status,
      amount: transfer.amount,
      created: transfer.created,
      ...(transfer.metadata === undefined ? {} : { metadata: transfer.metadata }),
      ...(transfer.correlationId === undefined ? {} : { correlationId: transfer.correlationId }),
    };
  }

  transfersOf(customerId: string): Body {
    const owned = new Set(
      this.state.fundingSources.filter((source) => source.customerId === customerId).map((source) => source.id),
    );
    const transfers = this.state.transfers.filter(
      (transfer) => owned.has(transfer.sourceId) || owned.has(transfer.destinationId),
    );
    return {
      _links: { self: link(this.url('customers', customerId, 'transfers'), 'transfer') },
      _embedded: { transfers: transfers.map((transfer) => this.transferResource(transfer)) },
      total: transfers.length,
    };
  }

  createTransfer(body: unknown): Transfer {
    const input = isRecord(body) ? body : {};
    const links = isRecord(input._links) ? input._links : {};
    const errors: EmbeddedError[] = [];
    const endpoint = (name: 'source' | 'destination'): FundingSource | undefined => {
      const given = links[name];
      const id = this.fundingSourceIdFromHref(isRecord(given) ? given.href : undefined);
      const source = id === undefined ? undefined : this.state.fundingSources.find((candidate) => candidate.id === id);
      const path = `/_links/${name}/href`;
      if (given === undefined) errors.push({ code: 'Required', message: `${capitalised(name)} required.`, path });
      else if (source === undefined) errors.push({ code: 'Invalid', message: `${capitalised(name)} not found.`, path });
      else if (source.removed)
        errors.push({ code: 'Invalid', message: `${capitalised(name)} funding source has been removed.`, path });
      else if (name === 'source' && source.status !== 'verified')
        errors.push({ code: 'Invalid', message: 'Source funding source is not verified.', path });
      else if (source.type === 'balance' && source.customerId !== null)
        errors.push({ code: 'Invalid', message: `${capitalised(name)} not found.`, path });
      else return source;
      return undefined;
    };
    const source = endpoint('source');
    const destination = endpoint('destination');
    if (source !== undefined && source.id === destination?.id) {
      errors.push({
        code: 'Invalid',
        message: 'Source and destination must differ.',
        path: '/_links/destination/href',
      });
    }
    const amount = isRecord(input.amount) ? input.amount : undefined;
    const value = amount?.value;
    const valueText =
      typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value.trim() : undefined;
    if (amount === undefined) errors.push(required('amount'));
    else {
      if (amount.currency !== 'USD')
        errors.push({ code: 'Invalid', message: 'Invalid currency.', path: '/amount/currency' });
      if (valueText === undefined || !/^\d+(\.\d{1,2})?$/.test(valueText) || Number(valueText) <= 0) {
        errors.push({
          code: 'Invalid',
          message: 'Invalid amount. The amount must be greater than 0.00 with at most two decimals.',
          path: '/amount/value',
        });
      }
    }
    const metadata = input.metadata;
    let cleanMetadata: Record<string, string> | undefined;
    if (metadata !== undefined) {
      const entries = isRecord(metadata) ? Object.entries(metadata) : undefined;
      if (
        entries === undefined ||
        entries.length > MAX_METADATA_KEYS ||
        entries.some(([key, item]) => typeof item !== 'string' || item.length > 255 || key.length > 255)
      ) {
        errors.push({
          code: 'Invalid',
          message: `Metadata must be at most ${MAX_METADATA_KEYS} text values of up to 255 characters.`,
          path: '/metadata',
        });
      } else {
        cleanMetadata = Object.fromEntries(entries.map(([key, item]) => [key, String(item)]));
      }
    }
    const correlationId = text(input, 'correlationId');
    if (errors.length > 0 || source === undefined || destination === undefined || valueText === undefined)
      throw validationError(errors);
    const transfer: Transfer = {
      id: randomUUID(),
      sourceId: source.id,
      destinationId: destination.id,
      amount: { value: Number(valueText).toFixed(2), currency: 'USD' },
      status: 'pending',
      ...(cleanMetadata === undefined ? {} : { metadata: cleanMetadata }),
      ...(correlationId === undefined ? {} : { correlationId }),
      created: new Date().toISOString(),
    };
    this.state.transfers.push(transfer);
    this.#save();
    this.#emitTransfer(transfer, 'created');
    return transfer;
  }

  #emitTransfer(transfer: Transfer, what: 'created' | 'completed' | 'failed' | 'cancelled'): void {
    const href = this.url('transfers', transfer.id);
    this.emit(`transfer_${what}`, transfer.id, href);
    const customers = new Set(
      [transfer.sourceId, transfer.destinationId]
        .map((id) => this.fundingSource(id).customerId)
        .filter((customerId) => customerId !== null),
    );
    for (const customerId of customers) this.emit(`customer_transfer_${what}`, transfer.id, href, customerId);
  }

  #settle(id: string, status: 'processed' | 'failed' | 'cancelled', failure?: TransferFailure): Transfer {
    const transfer = this.transfer(id);
    if (transfer.status !== 'pending')
      throw new DwollaError(400, 'InvalidResourceState', 'Resource cannot be modified.');
    transfer.status = status;
    if (failure !== undefined) transfer.failure = failure;
    this.#save();
    this.#emitTransfer(transfer, status === 'processed' ? 'completed' : status);
    return transfer;
  }

  processTransfer(id: string): Transfer {
    return this.#settle(id, 'processed');
  }

  cancelTransfer(id: string): Transfer {
    return this.#settle(id, 'cancelled');
  }

  /** Fails a pending transfer with an ACH return; an account that is closed or unknown is removed, as Dwolla does. */
  failTransfer(id: string, returnCode: string): Transfer {
    const achReturn = ACH_RETURNS[returnCode];
    if (achReturn === undefined)
      throw validationError([{ code: 'Invalid', message: 'Unknown return code.', path: '/code' }]);
    const transfer = this.#settle(id, 'failed', {
      code: returnCode,
      description: achReturn.description,
      explanation: achReturn.explanation,
    });
    if (achReturn.removesBank && this.fundingSource(transfer.destinationId).customerId !== null) {
      this.removeFundingSource(transfer.destinationId);
    }
    return transfer;
  }

  failureResource(transfer: Transfer): Body {
    if (transfer.failure === undefined) throw notFound();
    return {
      _links: {
        self: link(this.url('transfers', transfer.id, 'failure'), 'failure'),
        'failed-funding-source': link(this.url('funding-sources', transfer.destinationId), 'funding-source'),
      },
      code: transfer.failure.code,
      description: transfer.failure.description,
      explanation: transfer.failure.explanation,
    };
  }

  // ---- Webhooks -------------------------------------------------------------------------------------------------

  subscription(id: string): Subscription {
    const subscription = this.state.subscriptions.find((candidate) => candidate.id === id);
    if (subscription === undefined) throw notFound();
    return subscription;
  }

  subscriptionResource(subscription: Subscription): Body {
    return {
      _links: {
        self: link(this.url('webhook-subscriptions', subscription.id), 'webhook-subscription'),
        webhooks: link(this.url('webhook-subscriptions', subscription.id, 'webhooks'), 'webhook'),
      },
      id: subscription.id,
      url: subscription.url,
      paused: subscription.paused,
      created: subscription.created,
    };
  }

  createSubscription(body: unknown): Subscription {
    const input = isRecord(body) ? body : {};
    const url = text(input, 'url');
    const secret = text(input, 'secret');
    const errors: EmbeddedError[] = [];
    const parsed = url === undefined ? null : URL.parse(url);
    if (url === undefined) errors.push(required('url'));
    else if (parsed === null || !['http:', 'https:'].includes(parsed.protocol))
      errors.push({ code: 'InvalidFormat', message: 'Url invalid.', path: '/url' });
    if (secret === undefined) errors.push(required('secret'));
    else if (secret.length > 128)
      errors.push({ code: 'InvalidFormat', message: 'Secret must be 128 characters or fewer.', path: '/secret' });
    if (errors.length > 0 || url === undefined || secret === undefined) throw validationError(errors);
    const subscription: Subscription = {
      id: randomUUID(),
      url,
      secret,
      paused: false,
      created: new Date().toISOString(),
    };
    this.state.subscriptions.push(subscription);
    this.#save();
    return subscription;
  }

  deleteSubscription(id: string): Subscription {
    const subscription = this.subscription(id);
    this.state.subscriptions = this.state.subscriptions.filter((candidate) => candidate.id !== id);
    this.state.deliveries = this.state.deliveries.filter((delivery) => delivery.subscriptionId !== id);
    this.#save();
    return subscription;
  }

  eventResource(event: BankEvent): Body {
    return {
      _links: {
        self: link(this.url('events', event.id), 'event'),
        account: link(this.url('accounts', this.state.account.id), 'account'),
        resource: { href: event.resourceHref },
        ...(event.customerHref === undefined ? {} : { customer: link(event.customerHref, 'customer') }),
      },
      id: event.id,
      created: event.created,
      timestamp: event.created,
      topic: event.topic,
      resourceId: event.resourceId,
    };
  }

  event(id: string): BankEvent {
    const event = this.state.events.find((candidate) => candidate.id === id);
    if (event === undefined) throw notFound();
    return event;
  }

  deliveriesOf(subscriptionId: string): Body {
    this.subscription(subscriptionId);
    const deliveries = this.state.deliveries.filter((delivery) => delivery.subscriptionId === subscriptionId);
    return {
      _links: { self: link(this.url('webhook-subscriptions', subscriptionId, 'webhooks'), 'webhook') },
      _embedded: {
        webhooks: deliveries.map((delivery) => ({
          _links: {
            self: link(this.url('webhooks', delivery.id), 'webhook'),
            subscription: link(this.url('webhook-subscriptions', subscriptionId), 'webhook-subscription'),
            event: link(this.url('events', delivery.eventId), 'event'),
          },
          id: delivery.id,
          topic: this.state.events.find((event) => event.id === delivery.eventId)?.topic ?? 'unknown',
          eventId: delivery.eventId,
          subscriptionId,
          attempts: delivery.attempts.map((attempt) => ({
            request: { timestamp: attempt.at },
            response: attempt.status === undefined ? { error: attempt.error } : { statusCode: attempt.status },
          })),
        })),
      },
      total: deliveries.length,
    };
  }

  /** Records an event and queues one signed delivery to each active subscription. */
  emit(topic: string, resourceId: string, resourceHref: string, customerId?: string): BankEvent {
    const event: BankEvent = {
      id: randomUUID(),
      topic,
      resourceId,
      resourceHref,
      ...(customerId === undefined ? {} : { customerHref: this.url('customers', customerId) }),
      created: new Date().toISOString(),
    };
    this.state.events.push(event);
    for (const subscription of this.state.subscriptions.filter((candidate) => !candidate.paused)) {
      this.state.deliveries.push({
        id: randomUUID(),
        subscriptionId: subscription.id,
        eventId: event.id,
        attempts: [],
        nextAttemptAt: Date.now(),
        delivered: false,
      });
    }
    this.#save();
    this.#tick();
    return event;
  }

  async #deliver(delivery: Delivery): Promise<void> {
    const subscription = this.state.subscriptions.find((candidate) => candidate.id === delivery.subscriptionId);
    const event = this.state.events.find((candidate) => candidate.id === delivery.eventId);
    if (subscription === undefined || event === undefined) {
      delivery.nextAttemptAt = null;
      return;
    }
    const body = JSON.stringify(this.eventResource(event));
    const attempt: Delivery['attempts'][number] = { at: new Date().toISOString() };
    try {
      const response = await fetch(subscription.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: signWebhookBody(subscription.secret, body),
          'X-Dwolla-Topic': event.topic,
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      attempt.status = response.status;
    } catch (error) {
      attempt.error = error instanceof Error ? error.message : String(error);
    }
    delivery.attempts.push(attempt);
    const ok = attempt.status !== undefined && attempt.status >= 200 && attempt.status < 300;
    delivery.delivered = ok;
    const attempts = delivery.attempts.length;
    delivery.nextAttemptAt =
      ok || attempts >= this.config.webhookMaxAttempts
        ? null
        : Date.now() + this.config.webhookRetryBaseMs * 2 ** (attempts - 1);
  }

  // ---- Time -----------------------------------------------------------------------------------------------------

  /** Runs what is due: webhook deliveries and, when configured, the processing of old pending transfers. */
  #tick(): void {
    const now = Date.now();
    const due = this.state.deliveries.filter(
      (delivery) =>
        delivery.nextAttemptAt !== null && delivery.nextAttemptAt <= now && !this.#inFlight.has(delivery.id),
    );
    for (const delivery of due) {
      this.#inFlight.add(delivery.id);
      void this.#deliver(delivery).finally(() => {
        this.#inFlight.delete(delivery.id);
        this.#save();
      });
    }
    const seconds = this.config.transferProcessSeconds;
    if (seconds > 0) {
      for (const transfer of this.state.transfers) {
        if (transfer.status === 'pending' && Date.parse(transfer.created) + seconds * 1000 <= now)
          this.processTransfer(transfer.id);
      }
    }
  }

  start(): void {
    this.#timer ??= setInterval(() => {
      this.#tick();
    }, 200);
    this.#timer.unref();
  }

  /** Stops the clock and waits for deliveries under way. */
  async stop(): Promise<void> {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
    const deadline = Date.now() + 3000;
    while (this.#inFlight.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** Waits until no webhook is due or under way (for tests). */
  async settled(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const pending = this.state.deliveries.some(
        (delivery) => delivery.nextAttemptAt !== null && delivery.nextAttemptAt <= Date.now() + 50,
      );
      if (!pending && this.#inFlight.size === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
