import { z } from 'zod';
import { CLAIM_STATUSES } from './claim-status.ts';
import { dollarsSchema } from './entities.ts';
import { translate, type Translate } from './messages/translate.ts';
import { isProviderNumber, PROVIDER_STATUSES } from './provider.ts';
import { pageQueryShape } from './page-query.ts';
import { requiredText } from './text-fields.ts';

/** How long a search text may be: longer than any name or e-mail address a person types. */
export const STAFF_SEARCH_MAX = 100;
/** The words of a search text that count; a longer text is rarely a name. */
const SEARCH_WORDS_MAX = 6;
const CLAIM_ID_MAX = 2_147_483_647;

/**
 * What support staff's one search box looks for, read from its text. Every name is matched from its start,
 * ignoring case ('rey' finds Reyes), so that each search is a range of an index at any number of claims.
 */
export interface StaffSearchTerms {
  /** Digits only: the claim with this id. */
  claimId: number | null;
  /** Six digits: the claims of the provider with this number as well. */
  providerNumber: string | null;
  /**
   * One word: a student's or a parent's first or last name starting with it. Several: the first name starts with
   * the first word and the last name with the rest ('ava rey' finds Ava Reyes, 'ana de la' finds Ana de la Cruz).
   */
  personName: { first: string; last: string } | { either: string } | null;
  /** One word: a parent whose e-mail address starts with it. */
  emailPrefix: string | null;
  /** A provider whose name starts with the whole text. */
  providerNamePrefix: string | null;
}

/** The terms of a search text (trimmed, not blank): digits are ids and numbers, anything else names and e-mails. */
export function staffSearchTerms(text: string): StaffSearchTerms {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);
  const whole = words.join(' ');
  if (/^\d+$/.test(whole)) {
    const id = Number(whole);
    return {
      claimId: whole.length <= 10 && id > 0 && id <= CLAIM_ID_MAX ? id : null,
      providerNumber: isProviderNumber(whole) ? whole : null,
      personName: null,
      emailPrefix: null,
      providerNamePrefix: null,
    };
  }
  const [first, ...rest] = words;
  const personName =
    first === undefined ? null : rest.length === 0 ? { either: first } : { first, last: rest.join(' ') };
  return {
    claimId: null,
    providerNumber: null,
    personName,
    emailPrefix: words.length === 1 ? whole : null,
    providerNamePrefix: whole === '' ? null : whole,
  };
}

function searchText(t: Translate) {
  return requiredText(t('meritCs.search.required'), { t }).max(STAFF_SEARCH_MAX, {
    error: t('meritCs.search.tooLong', { max: STAFF_SEARCH_MAX }),
  });
}

/**
 * GET /api/merit-cs/claims: support staff search claims by claim id, student name, parent name or e-mail, provider
 * name or number, in one text; newest first, a page at a time.
 */
export function staffClaimSearchQuerySchema(t: Translate = translate) {
  return z.strictObject({
    q: searchText(t),
    ...pageQueryShape(t),
  });
}
export type StaffClaimSearchQuery = z.infer<ReturnType<typeof staffClaimSearchQuerySchema>>;

/** Support staff's one search box ('Manage claims'): the text alone, checked as every search checks it. */
export function staffClaimSearchTextSchema(t: Translate = translate) {
  return z.strictObject({ q: searchText(t) });
}

/** The fewest characters, spaces aside, of a search whose results may be downloaded (issue 29). */
export const STAFF_EXPORT_MIN_CHARACTERS = 3;

/**
 * Whether a search's results may be downloaded as a spreadsheet: a claim id or a provider number, or a text of at
 * least STAFF_EXPORT_MIN_CHARACTERS characters besides spaces. A letter or two starts the name or e-mail address of
 * nearly every family, and a download of them all is not a search.
 */
export function isExportableSearch(text: string): boolean {
  const terms = staffSearchTerms(text);
  if (terms.claimId !== null || terms.providerNumber !== null) return true;
  return text.replace(/\s/g, '').length >= STAFF_EXPORT_MIN_CHARACTERS;
}

/** GET /api/merit-cs/claims/csv: the same search, every result as a spreadsheet, for a search that means something. */
export function staffClaimExportQuerySchema(t: Translate = translate) {
  return z.strictObject({
    q: searchText(t).refine(isExportableSearch, {
      error: t('meritCs.search.exportTooShort', { min: STAFF_EXPORT_MIN_CHARACTERS }),
    }),
  });
}

/** How many providers a provider search answers: enough to choose from, never a whole register. */
export const PROVIDER_SEARCH_MAX_RESULTS = 50;

/** GET /api/merit-cs/providers: support staff find a provider by its number or the start of its name. */
export function providerNameSearchQuerySchema(t: Translate = translate) {
  return z.strictObject({
    q: searchText(t),
    limit: z.coerce.number().int().min(1).max(PROVIDER_SEARCH_MAX_RESULTS).default(20),
  });
}

const timestamp = z.iso.datetime({ offset: true });
const personName = z.object({ firstName: z.string(), lastName: z.string() });

/** A provider as lists name it: its number and name. */
export const providerRefSchema = z.object({ number: z.string(), name: z.string() });
export type ProviderRef = z.infer<typeof providerRefSchema>;

/** A claim found by support staff's search: whose it is, for how much, with whom, and where it stands. */
export const staffClaimRowSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(CLAIM_STATUSES),
  amount: dollarsSchema,
  child: personName,
  parent: personName.extend({ email: z.string() }),
  /** The programme provider, or null for a claim to a provider outside the programme or none yet. */
  serviceProvider: providerRefSchema.nullable(),
  createdAt: timestamp,
});
export type StaffClaimRow = z.infer<typeof staffClaimRowSchema>;

export const staffClaimPageSchema = z.object({
  items: z.array(staffClaimRowSchema),
  nextCursor: z.string().nullable(),
});
export type StaffClaimPage = z.infer<typeof staffClaimPageSchema>;

/** A provider found by support staff's provider search. */
export const providerSearchRowSchema = providerRefSchema.extend({ status: z.enum(PROVIDER_STATUSES) });
export type ProviderSearchRow = z.infer<typeof providerSearchRowSchema>;
export const providerSearchResultsSchema = z.array(providerSearchRowSchema);
