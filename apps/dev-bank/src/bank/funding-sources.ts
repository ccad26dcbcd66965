import { createHash, randomUUID } from 'node:crypto';
import {
  ACCOUNT_NUMBER_MAX_DIGITS,
  ACCOUNT_NUMBER_MIN_DIGITS,
  BANK_ACCOUNT_NAME_MAX,
  isValidRoutingNumber,
} from '@ace/domain';
import { DwollaError, link, notFound, validationError, type EmbeddedError, type Link } from '../hal.ts';
import type { BankStore, FundingSource } from '../state.ts';
import type { Customers } from './customers.ts';
import type { Events } from './events.ts';
import { isRecord, required, text, type Body } from './input.ts';
import type { BankUrls } from './urls.ts';

/** Funding sources: the customers' banks, and the programme's own balance and bank. */
export class FundingSources {
  readonly #store: BankStore;
  readonly #urls: BankUrls;
  readonly #events: Events;
  readonly #customers: Customers;

  constructor(store: BankStore, urls: BankUrls, events: Events, customers: Customers) {
    this.#store = store;
    this.#urls = urls;
    this.#events = events;
    this.#customers = customers;
  }

  find(id: string): FundingSource {
    const source = this.#store.state.fundingSources.find((candidate) => candidate.id === id);
    if (source === undefined) throw notFound();
    return source;
  }

  /** The id at the end of a funding-source URL, whatever host it was written with. */
  idFromHref(href: unknown): string | undefined {
    if (typeof href !== 'string') return undefined;
    const match = /\/funding-sources\/([0-9a-f-]{36})\/?$/i.exec(URL.parse(href)?.pathname ?? '');
    return match?.[1];
  }

  /** Who holds a funding source: a customer, or the programme's account. */
  ownerLink(source: FundingSource): Link {
    return source.customerId === null
      ? this.#urls.accountLink()
      : link(this.#urls.url('customers', source.customerId), 'customer');
  }

  resource(source: FundingSource): Body {
    const url = this.#urls.url.bind(this.#urls);
    const links: Record<string, Link> = { self: link(url('funding-sources', source.id), 'funding-source') };
    if (source.customerId === null) links.account = this.#urls.accountLink();
    else links.customer = link(url('customers', source.customerId), 'customer');
    if (!source.removed && source.customerId !== null)
      links.remove = link(url('funding-sources', source.id), 'funding-source');
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

  /** A customer's funding sources, or the programme account's when customerId is null. */
  of(customerId: string | null, includeRemoved: boolean): Body {
    const url = this.#urls.url.bind(this.#urls);
    const self =
      customerId === null
        ? url('accounts', this.#store.state.account.id, 'funding-sources')
        : url('customers', customerId, 'funding-sources');
    const sources = this.#store.state.fundingSources.filter(
      (source) => source.customerId === customerId && (includeRemoved || !source.removed),
    );
    return {
      _links: {
        self: link(self, 'funding-source'),
        ...(customerId === null ? {} : { customer: link(url('customers', customerId), 'customer') }),
      },
      _embedded: { 'funding-sources': sources.map((source) => this.resource(source)) },
    };
  }

  /** Adds a bank account to a customer: the spec's client-side call, or Dwolla's current server-side one. */
  add(customerId: string, body: unknown): FundingSource {
    const customer = this.#customers.find(customerId);
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
    const duplicate = this.#store.state.fundingSources.find(
      (source) => source.customerId === customer.id && source.fingerprint === fingerprint && !source.removed,
    );
    if (duplicate !== undefined) {
      throw new DwollaError(400, 'DuplicateResource', `Bank already exists: id=${duplicate.id}`, {
        links: { about: link(this.#urls.url('funding-sources', duplicate.id), 'funding-source') },
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
    this.#store.state.fundingSources.push(source);
    this.#store.save();
    const href = this.#urls.url('funding-sources', source.id);
    this.#events.emit('customer_funding_source_added', source.id, href, customer.id);
    return source;
  }

  remove(id: string): FundingSource {
    const source = this.find(id);
    if (source.customerId === null)
      throw new DwollaError(400, 'InvalidResourceState', 'The account’s own funding sources cannot be removed.');
    if (!source.removed) {
      source.removed = true;
      this.#store.save();
      this.#events.emit(
        'customer_funding_source_removed',
        source.id,
        this.#urls.url('funding-sources', source.id),
        source.customerId,
      );
    }
    return source;
  }
}
