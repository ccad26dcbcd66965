import { ApiError } from '@ace/api-client';
import type { Translate } from '@ace/domain';

/**
 * The reference of a failed call the server could not answer (a 5xx): its request id, by which support staff find the
 * request in the API's logs when a parent sends a screenshot. Undefined for a refusal the person can act on.
 */
export function failureReference(error: Error): string | undefined {
  return error instanceof ApiError && error.status >= 500 ? error.requestId : undefined;
}

/** What a toast says of a failed call: its message, and the reference when the server failed. */
export function failureMessage(error: Error, t: Translate): string {
  const reference = failureReference(error);
  return reference === undefined ? error.message : `${error.message} ${t('error.reference', { id: reference })}`;
}
