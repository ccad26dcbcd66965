/**
 * The key a chosen file is known by: the SHA-256 of its bytes, as the server computes it, so the same receipt
 * chosen twice (under any name) is a duplicate. Files too large to upload are not read.
 */
export async function contentFingerprint(file: File, maxBytes: number): Promise<string> {
  if (file.size === 0 || file.size >= maxBytes) return `unread:${file.name}|${file.size}|${file.lastModified}`;
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return `sha256:${Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
