import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Dwolla signs each webhook with the subscription's secret: `X-Request-Signature-SHA-256` is the hex HMAC-SHA256 of
 * the raw request body. A receiver must check it over the bytes it received, before parsing them.
 */
export const SIGNATURE_HEADER = 'X-Request-Signature-SHA-256';

export function signWebhookBody(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function isValidWebhookSignature(secret: string, rawBody: string | Buffer, signature: string): boolean {
  const expected = Buffer.from(signWebhookBody(secret, rawBody), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
