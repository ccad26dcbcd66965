import { nonAceServiceProviderSchema, type NonAceServiceProvider } from '@ace/domain';

/** serviceProviderInfo of the SubmitNewClaim and ServiceProvider routes: the provider entered, as JSON text. */
export function readServiceProviderInfo(text: string | null | undefined): NonAceServiceProvider | null {
  if (text === null || text === undefined || text === '') return null;
  try {
    const parsed = nonAceServiceProviderSchema().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
