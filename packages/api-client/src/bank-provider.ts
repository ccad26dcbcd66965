import type { BankAccountForm } from '@ace/domain';
import { ApiError, type Fetch } from './http.ts';

/**
 * The one call the client makes to the bank-payment provider itself: it posts the account with the
 * funding-sources token the Base API handed out (spec section 7). Dwolla retired this client-side flow
 * (DESIGN.md section 8); this module is where a production adapter would switch to today's flow, alone.
 */

export const BANK_MEDIA_TYPE = 'application/vnd.dwolla.v1.hal+json';

interface BankErrorBody {
  code?: unknown;
  message?: unknown;
}

/** Creates the funding source; answers its address (the Location header), or throws an ApiError. */
export async function createFundingSource(
  options: { bankApiUrl: string; token: string; fetch?: Fetch },
  account: BankAccountForm,
): Promise<string | null> {
  const doFetch: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  const body = {
    routingNumber: account.routingNumber,
    accountNumber: account.accountNumber,
    type: account.type,
    name: account.name,
  };
  let response: Response;
  try {
    response = await doFetch(`${options.bankApiUrl}/funding-sources`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.token}`,
        'content-type': BANK_MEDIA_TYPE,
        accept: BANK_MEDIA_TYPE,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The bank could not be reached');
  }
  if (response.ok) {
    await response.body?.cancel();
    return response.headers.get('location');
  }
  let error: BankErrorBody = {};
  try {
    error = (await response.json()) as BankErrorBody;
  } catch {
    // No readable body: the status says enough.
  }
  throw new ApiError(
    response.status,
    typeof error.code === 'string' ? error.code : 'BANK_ERROR',
    typeof error.message === 'string' ? error.message : `The bank answered ${response.status}`,
  );
}
