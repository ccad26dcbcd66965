import { z } from 'zod';
import { translate, type Translate } from './messages/translate.ts';
import { optionalText, requiredText } from './text-fields.ts';

export const NON_ACE_TEXT_MAX = 200;
export const NON_ACE_ADDRESS_MAX = 500;
export const WEBSITE_MAX = 2048;

/**
 * A US (North American Numbering Plan) phone number: an optional +1, then a 3-digit area code and a 3-digit
 * exchange that each start with 2-9 and are not N11 service codes, then 4 digits; spaces, dots, dashes and
 * brackets around the area code are allowed.
 */
export function isValidUsPhoneNumber(value: string): boolean {
  const match = /^(?:\+?1[\s.-]?)?(?:\((\d{3})\)|(\d{3}))[\s.-]?(\d{3})[\s.-]?(\d{4})$/.exec(value.trim());
  if (!match) return false;
  const area = match[1] ?? match[2] ?? '';
  const exchange = match[3] ?? '';
  const isCode = (code: string) => /^[2-9]\d\d$/.test(code) && !code.endsWith('11');
  return isCode(area) && isCode(exchange);
}

const websitePattern =
  /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** A website as people write it: with or without http(s)://, a domain with a real top-level part. */
export function isValidWebsite(value: string): boolean {
  return value.length <= WEBSITE_MAX && websitePattern.test(value.trim());
}

/** The address a link to a website written as people write it opens: https:// unless it names its scheme. */
export function websiteHref(value: string): string {
  const website = value.trim();
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** The non-programme provider form (spec section 5), entered by a parent for a provider outside the programme. */
export function nonAceServiceProviderSchema(t: Translate = translate) {
  const tooLong = (max: number) => ({ error: t('nonAce.field.tooLong', { max }) });
  return z.strictObject({
    name: requiredText(t('nonAce.name.required'), { t }).max(NON_ACE_TEXT_MAX, tooLong(NON_ACE_TEXT_MAX)),
    address: requiredText(t('nonAce.address.required'), { multiline: true, t }).max(
      NON_ACE_ADDRESS_MAX,
      tooLong(NON_ACE_ADDRESS_MAX),
    ),
    phoneNumber: requiredText(t('nonAce.phoneNumber.invalid'), { t }).refine(isValidUsPhoneNumber, {
      error: t('nonAce.phoneNumber.invalid'),
    }),
    email: requiredText(t('nonAce.email.required'), { t }).pipe(z.email({ error: t('nonAce.email.invalid') })),
    website: requiredText(t('nonAce.website.invalid'), { t }).refine(isValidWebsite, {
      error: t('nonAce.website.invalid'),
    }),
    contactName: optionalText({ t }).pipe(z.string().max(NON_ACE_TEXT_MAX, tooLong(NON_ACE_TEXT_MAX)).optional()),
    contactTitle: optionalText({ t }).pipe(z.string().max(NON_ACE_TEXT_MAX, tooLong(NON_ACE_TEXT_MAX)).optional()),
  });
}
export type NonAceServiceProvider = z.infer<ReturnType<typeof nonAceServiceProviderSchema>>;
