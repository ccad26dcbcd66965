import type { NonAceServiceProvider } from '@ace/domain';

/** The claim form's values as the inputs hold them: what the domain's claimFormSchema takes. */
export interface ClaimFormState {
  amount: string;
  category: string;
  dateOfService: string;
  description: string;
  files: { name: string; size: number; mimeType: string; fingerprint: string; receiptNumber: string }[];
  payTo: string;
  physicalGood: boolean | null;
  serviceProviderNumber: string;
  nonAceServiceProvider: NonAceServiceProvider | null;
}

export const emptyClaimForm: ClaimFormState = {
  amount: '',
  category: '',
  dateOfService: '',
  description: '',
  files: [],
  payTo: '',
  physicalGood: null,
  serviceProviderNumber: '',
  nonAceServiceProvider: null,
};

/**
 * The key a chosen file is known by: the SHA-256 of its bytes, as the server computes it, so the same receipt
 * chosen twice (under any name) is a duplicate. Files too large to upload are not read.
 */
export async function contentFingerprint(file: File, maxBytes: number): Promise<string> {
  if (file.size === 0 || file.size >= maxBytes) return `unread:${file.name}|${file.size}|${file.lastModified}`;
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return `sha256:${Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
