import { randomUUID } from 'node:crypto';
import { DwollaError, link, notFound, validationError, type EmbeddedError, type Link } from '../hal.ts';
import type { BankStore, FundingSource, Transfer, TransferFailure } from '../state.ts';
import type { Events } from './events.ts';
import type { FundingSources } from './funding-sources.ts';
import { capitalised, isRecord, required, text, type Body } from './input.ts';
import type { BankUrls } from './urls.ts';

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

const MAX_METADATA_KEYS = 10;

/** Transfers between funding sources: created pending, then processed, failed with an ACH return, or cancelled. */
export class Transfers {
  readonly #store: BankStore;
  readonly #urls: BankUrls;
  readonly #events: Events;
  readonly #fundingSources: FundingSources;

  constructor(store: BankStore, urls: BankUrls, events: Events, fundingSources: FundingSources) {
    this.#store = store;
    this.#urls = urls;
    this.#events = events;
    this.#fundingSources = fundingSources;
  }

  find(id: string): Transfer {
    const transfer = this.#store.state.transfers.find((candidate) => candidate.id === id);
    if (transfer === undefined) throw notFound();
    return transfer;
  }

  resource(transfer: Transfer): Body {
    const url = this.#urls.url.bind(this.#urls);
    const source = this.#fundingSources.find(transfer.sourceId);
    const destination = this.#fundingSources.find(transfer.destinationId);
    const links: Record<string, Link> = {
      self: link(url('transfers', transfer.id), 'transfer'),
      source: this.#fundingSources.ownerLink(source),
      'source-funding-source': link(url('funding-sources', source.id), 'funding-source'),
      destination: this.#fundingSources.ownerLink(destination),
      'destination-funding-source': link(url('funding-sources', destination.id), 'funding-source'),
    };
    if (transfer.status === 'pending') links.cancel = link(url('transfers', transfer.id), 'transfer');
    if (transfer.failure !== undefined) links.failure = link(url('transfers', transfer.id, 'failure'), 'failure');
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

  /** A customer's transfers, to or from any of its funding sources. */
  of(customerId: string): Body {
    const state = this.#store.state;
    const owned = new Set(
      state.fundingSources.filter((source) => source.customerId === customerId).map((source) => source.id),
    );
    const transfers = state.transfers.filter(
      (transfer) => owned.has(transfer.sourceId) || owned.has(transfer.destinationId),
    );
    return {
      _links: { self: link(this.#urls.url('customers', customerId, 'transfers'), 'transfer') },
      _embedded: { transfers: transfers.map((transfer) => this.resource(transfer)) },
      total: transfers.length,
    };
  }

  create(body: unknown): Transfer {
    const input = isRecord(body) ? body : {};
    const links = isRecord(input._links) ? input._links : {};
    const errors: EmbeddedError[] = [];
    const endpoint = (name: 'source' | 'destination'): FundingSource | undefined => {
      const given = links[name];
      const id = this.#fundingSources.idFromHref(isRecord(given) ? given.href : undefined);
      const source =
        id === undefined ? undefined : this.#store.state.fundingSources.find((candidate) => candidate.id === id);
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
    this.#store.state.transfers.push(transfer);
    this.#store.save();
    this.#emit(transfer, 'created');
    return transfer;
  }

  #emit(transfer: Transfer, what: 'created' | 'completed' | 'failed' | 'cancelled'): void {
    const href = this.#urls.url('transfers', transfer.id);
    this.#events.emit(`transfer_${what}`, transfer.id, href);
    const customers = new Set(
      [transfer.sourceId, transfer.destinationId]
        .map((id) => this.#fundingSources.find(id).customerId)
        .filter((customerId) => customerId !== null),
    );
    for (const customerId of customers) this.#events.emit(`customer_transfer_${what}`, transfer.id, href, customerId);
  }

  #settle(id: string, status: 'processed' | 'failed' | 'cancelled', failure?: TransferFailure): Transfer {
    const transfer = this.find(id);
    if (transfer.status !== 'pending')
      throw new DwollaError(400, 'InvalidResourceState', 'Resource cannot be modified.');
    transfer.status = status;
    if (failure !== undefined) transfer.failure = failure;
    this.#store.save();
    this.#emit(transfer, status === 'processed' ? 'completed' : status);
    return transfer;
  }

  process(id: string): Transfer {
    return this.#settle(id, 'processed');
  }

  cancel(id: string): Transfer {
    return this.#settle(id, 'cancelled');
  }

  /** Fails a pending transfer with an ACH return; an account that is closed or unknown is removed, as Dwolla does. */
  fail(id: string, returnCode: string): Transfer {
    const achReturn = ACH_RETURNS[returnCode];
    if (achReturn === undefined)
      throw validationError([{ code: 'Invalid', message: 'Unknown return code.', path: '/code' }]);
    const transfer = this.#settle(id, 'failed', {
      code: returnCode,
      description: achReturn.description,
      explanation: achReturn.explanation,
    });
    if (achReturn.removesBank && this.#fundingSources.find(transfer.destinationId).customerId !== null) {
      this.#fundingSources.remove(transfer.destinationId);
    }
    return transfer;
  }

  /** Processes the transfers pending for longer than the given seconds (TRANSFER_PROCESS_SECONDS). */
  processDue(now: number, seconds: number): void {
    for (const transfer of this.#store.state.transfers) {
      if (transfer.status === 'pending' && Date.parse(transfer.created) + seconds * 1000 <= now)
        this.process(transfer.id);
    }
  }

  failureResource(transfer: Transfer): Body {
    if (transfer.failure === undefined) throw notFound();
    return {
      _links: {
        self: link(this.#urls.url('transfers', transfer.id, 'failure'), 'failure'),
        'failed-funding-source': link(this.#urls.url('funding-sources', transfer.destinationId), 'funding-source'),
      },
      code: transfer.failure.code,
      description: transfer.failure.description,
      explanation: transfer.failure.explanation,
    };
  }
}
