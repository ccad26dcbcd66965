import { randomUUID } from 'node:crypto';
import { link, notFound, validationError, type EmbeddedError } from '../hal.ts';
import type { BankStore, Customer } from '../state.ts';
import type { Events } from './events.ts';
import { isRecord, required, text, type Body } from './input.ts';
import type { BankUrls } from './urls.ts';

const CUSTOMER_TYPES = ['receive-only', 'personal'] as const;

/** Customers: the parents and providers the portal pays, one per e-mail. */
export class Customers {
  readonly #store: BankStore;
  readonly #urls: BankUrls;
  readonly #events: Events;

  constructor(store: BankStore, urls: BankUrls, events: Events) {
    this.#store = store;
    this.#urls = urls;
    this.#events = events;
  }

  find(id: string): Customer {
    const customer = this.#store.state.customers.find((candidate) => candidate.id === id);
    if (customer === undefined) throw notFound();
    return customer;
  }

  resource(customer: Customer): Body {
    const url = this.#urls.url.bind(this.#urls);
    return {
      _links: {
        self: link(url('customers', customer.id), 'customer'),
        'funding-sources': link(url('customers', customer.id, 'funding-sources'), 'funding-source'),
        transfers: link(url('customers', customer.id, 'transfers'), 'transfer'),
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

  create(body: unknown): Customer {
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
    const customers = this.#store.state.customers;
    const existing = email === undefined ? undefined : customers.find((candidate) => candidate.email === email);
    if (existing !== undefined) {
      errors.push({
        code: 'Duplicate',
        message: 'A customer with the specified email already exists.',
        path: '/email',
        _links: { about: link(this.#urls.url('customers', existing.id), 'customer') },
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
    customers.push(customer);
    this.#store.save();
    this.#events.emit('customer_created', customer.id, this.#urls.url('customers', customer.id), customer.id);
    return customer;
  }

  list(query: URLSearchParams): Body {
    const email = query.get('email')?.toLowerCase();
    const search = query.get('search')?.toLowerCase();
    const limit = Math.min(Math.max(Number(query.get('limit') ?? 25) || 25, 1), 200);
    const offset = Math.max(Number(query.get('offset') ?? 0) || 0, 0);
    const matching = this.#store.state.customers.filter(
      (customer) =>
        (email === undefined || customer.email === email) &&
        (search === undefined ||
          [customer.firstName, customer.lastName, customer.email, customer.businessName ?? '']
            .join(' ')
            .toLowerCase()
            .includes(search)),
    );
    return {
      _links: { self: link(this.#urls.url('customers'), 'customer') },
      _embedded: {
        customers: matching.slice(offset, offset + limit).map((customer) => this.resource(customer)),
      },
      total: matching.length,
    };
  }
}
