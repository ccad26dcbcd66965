import { translate } from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import { UnauthorizedError, ValidationError } from '../../errors.ts';
import { BankRefusedError, BankUnavailableError, type BankProvider } from '../../integrations/bank/bank-provider.ts';
import { findCustomerHolders } from './bank.repository.ts';
import { bankFailure, reconcileOwnerBank } from './bank.service.ts';
import { recordBankTransfer } from './payouts.ts';

/** Topics that can change whether a customer's bank can receive money (Dwolla's names). */
const FUNDING_SOURCE_TOPICS = new Set([
  'customer_funding_source_added',
  'customer_funding_source_verified',
  'customer_funding_source_unverified',
  'customer_funding_source_removed',
  'customer_funding_source_updated',
  'customer_microdeposits_completed',
  'customer_microdeposits_failed',
]);

/** `transfer_completed`, `customer_transfer_failed`…: the same transfer seen from the account or the customer. */
const TRANSFER_TOPIC = /^(customer_)?transfer_(created|completed|failed|cancelled)$/;

export interface WebhookOutcome {
  topic: string;
  /** False for a topic the portal does not follow, or a resource that is not the portal's. */
  handled: boolean;
}

type WebhookDependencies = Pick<AppDependencies, 'db' | 'bank' | 'config' | 'clock'>;

/**
 * A webhook of the bank (POST /api/bank/webhooks). Its signature is checked over the exact bytes received; then the
 * event is taken as a notice only: the portal asks the bank for the resource's state now and records that, so a
 * repeated, late or out-of-order delivery changes nothing it should not.
 */
export async function receiveBankWebhook(
  deps: WebhookDependencies,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  if (!deps.bank.verifyWebhookSignature(rawBody, signature)) {
    throw new UnauthorizedError(translate('bank.webhook.signatureInvalid'));
  }
  const event = deps.bank.parseWebhookEvent(rawBody);
  if (event === undefined) {
    throw new ValidationError([{ path: '', message: translate('bank.webhook.invalid') }], 'WEBHOOK_INVALID');
  }
  const outcome = (handled: boolean): WebhookOutcome => ({ topic: event.topic, handled });
  try {
    if (FUNDING_SOURCE_TOPICS.has(event.topic) && event.customerRef !== null) {
      const customerRef = event.customerRef;
      const [owner] = await findCustomerHolders(deps.db, customerRef);
      if (owner === undefined) return outcome(false);
      await reconcileOwnerBank(deps, owner, customerRef);
      return outcome(true);
    }
    if (TRANSFER_TOPIC.test(event.topic)) {
      return outcome(await recordBankTransfer(deps, await deps.bank.getTransfer(event.resourceRef)));
    }
    return outcome(false);
  } catch (error) {
    // Not the portal's, or gone: nothing to record. Unreachable: answer 503 and the bank delivers it again.
    if (error instanceof BankRefusedError) return outcome(false);
    if (error instanceof BankUnavailableError) throw bankFailure(error, deps.config.supportEmail);
    throw error;
  }
}

/**
 * Makes sure the bank sends its webhooks to the API, trying again in the background (1 s, 2 s … at most a minute)
 * while the bank cannot be reached, so that a bank that is down never stops the API from starting.
 */
export function keepWebhookSubscription(
  bank: BankProvider,
  options: { url: string; secret: string; signal: AbortSignal },
  log: { info: (message: string) => void; warn: (message: string) => void },
): Promise<void> {
  return new Promise((resolve) => {
    let delayMs = 1000;
    let timer: NodeJS.Timeout | undefined;
    options.signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
    const attempt = (): void => {
      bank.ensureWebhookSubscription(options.url, options.secret).then(
        (state) => {
          if (state === 'paused') log.warn(`The bank has paused its webhooks to ${options.url}: unpause them there.`);
          else
            log.info(`Bank webhooks go to ${options.url} (${state === 'created' ? 'subscribed now' : 'subscribed'}).`);
          resolve();
        },
        (error: unknown) => {
          if (options.signal.aborted) return;
          const reason = error instanceof Error ? error.message : String(error);
          log.warn(`Could not subscribe to the bank's webhooks (${reason}); trying again in ${delayMs / 1000} s.`);
          timer = setTimeout(attempt, delayMs);
          timer.unref();
          delayMs = Math.min(delayMs * 2, 60_000);
        },
      );
    };
    attempt();
  });
}
