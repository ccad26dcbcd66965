import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bankAccountFormSchema } from './bank.ts';
import { claimFormSchema, type ClaimFormContext } from './claim-form.ts';
import { claimSubmissionFieldsSchema } from './claim-submission.ts';
import {
  claimAmountUpdatePayloadSchema,
  claimSearchQuerySchema,
  claimStatusUpdatePayloadSchema,
  providerStatusUpdateSchema,
} from './merit-cs.ts';
import { createTranslator } from './messages/create-translator.ts';
import { translate } from './messages/translate.ts';
import { en } from './messages/en.ts';
import { messagesOf } from './messages-of.test-support.ts';
import { nonAceServiceProviderSchema } from './non-ace-provider.ts';
import { providerClaimListQuerySchema } from './provider-claim-list.ts';
import { registerProviderSchema } from './provider.ts';
import { providerNameSearchQuerySchema, staffClaimSearchQuerySchema } from './staff-claim-search.ts';
import { staffQueueQuerySchema } from './staff-queue.ts';
import {
  assignServiceProviderSchema,
  rejectClaimPayloadSchema,
  reviewerPayloadSchema,
  reviewTokenSchema,
} from './review.ts';
import { hasRefusedCharacters, optionalText, requiredText, text, trimmedText } from './text-fields.ts';
import { selectOrganisationSchema } from './users.ts';
import { specSchoolYears } from './school-years.test-support.ts';

const REFUSED = translate('text.refusedCharacters');

/** The oracle, by code point: C0, DEL and C1 controls, and UTF-16 halves without their other half. */
function refusedByOracle(value: string, multiline: boolean): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (multiline && ['\t', '\n', '\r'].includes(character)) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff)) return true;
  }
  return false;
}

const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const lineBreakOrTab = fc.constantFrom('\t', '\n', '\r', '\r\n');
/** Any text at all, code unit by code unit: controls and lone surrogates included. */
const anyText = fc.string({ unit: 'binary' });
/** Texts of whole characters from every plane, well formed. */
const wellFormedText = fc.string({ unit: 'grapheme' });

/** The text with `what` put between two of its characters (never between the halves of a surrogate pair). */
function inserted(into: fc.Arbitrary<string>, what: fc.Arbitrary<string>) {
  return fc.tuple(into, what, fc.nat()).map(([around, character, at]) => {
    const characters = Array.from(around);
    characters.splice(at % (characters.length + 1), 0, character);
    return characters.join('');
  });
}

describe('the characters a text may hold', () => {
  it.each([
    ['a plain name', 'Bright Tutors'],
    ['accents and other scripts', 'Zoë Ångström, 山田 太郎, محمد'],
    ['emoji made of several code points', '👩🏽‍🏫 Tutoring'],
    ['joiners, marks and invisible separators', 'e\u0301 \u200d \u200b \u2028 \ufeff'],
    ['the replacement character', '\ufffd'],
    ['an empty text', ''],
  ])('takes %s', (_what, value) => {
    expect(text().safeParse(value)).toEqual({ success: true, data: value });
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['escape', '\u001b[31m'],
    ['DEL', 'a\u007f'],
    ['a C1 control (next line)', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udc00b'],
    ['a surrogate pair the wrong way round', '\ude00\ud83d'],
    ['a tab in a single line', 'a\tb'],
    ['a line break in a single line', 'a\nb'],
  ])('refuses %s with a plain sentence', (_what, value) => {
    expect(messagesOf(text(), value)).toEqual({ '': REFUSED });
  });

  it('takes tabs and line breaks in a text of several lines, and no other control', () => {
    expect(text({ multiline: true }).parse('Line one\r\n\tLine two\n')).toBe('Line one\r\n\tLine two\n');
    expect(messagesOf(text({ multiline: true }), 'a\u0000\nb')).toEqual({ '': REFUSED });
  });

  it('agrees with the oracle on any text, in one line or several', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (value, multiline) => {
        expect(hasRefusedCharacters(value, { multiline })).toBe(refusedByOracle(value, multiline));
        expect(text({ multiline }).safeParse(value).success).toBe(!refusedByOracle(value, multiline));
      }),
      { numRuns: 2_000 },
    );
  });

  it('takes every well-formed text without controls as it is', () => {
    fc.assert(
      fc.property(
        wellFormedText.filter((value) => !refusedByOracle(value, false)),
        (value) => {
          expect(text().parse(value)).toBe(value);
        },
      ),
    );
  });

  it('refuses a control character or a lone surrogate wherever it stands', () => {
    fc.assert(
      fc.property(inserted(wellFormedText, fc.oneof(controlCharacter, loneSurrogate)), (value) => {
        expect(messagesOf(text(), value)).toEqual({ '': REFUSED });
      }),
    );
  });

  it('never refuses a text of several lines for its tabs and line breaks', () => {
    fc.assert(
      fc.property(
        inserted(
          wellFormedText.filter((value) => !refusedByOracle(value, false)),
          lineBreakOrTab,
        ),
        (value) => {
          expect(text({ multiline: true }).safeParse(value).success).toBe(true);
        },
      ),
    );
  });

  it('trims before it checks: a line break pasted after a name is not a problem', () => {
    expect(requiredText('Required').parse(' Bright Tutors\n')).toBe('Bright Tutors');
    expect(trimmedText().parse('\t123456\r\n')).toBe('123456');
    expect(optionalText().parse('\n')).toBeUndefined();
    expect(messagesOf(requiredText('Required'), '  ')).toEqual({ '': 'Required' });
    expect(messagesOf(requiredText('Required'), ' \u0000 ')).toEqual({ '': REFUSED });
    expect(messagesOf(optionalText(), 'a\u0000')).toEqual({ '': REFUSED });
  });

  it("speaks the field's own message where it has one, and the translator's language", () => {
    expect(messagesOf(text({ refused: 'Please enter a 6-digit number' }), '12\u00003456')).toEqual({
      '': 'Please enter a 6-digit number',
    });
    const t = createTranslator({ ...en, 'text.refusedCharacters': 'Caracteres no aceptados' });
    expect(messagesOf(text({ t }), '\u0000')).toEqual({ '': 'Caracteres no aceptados' });
    expect(messagesOf(text({ error: 'Please enter text' }), 42)).toEqual({ '': 'Please enter text' });
  });
});

const claimContext: ClaimFormContext = {
  availableCents: 100_000,
  today: '2023-09-15',
  child: { schoolYear: 2023, homeSchooled: false },
  schoolYears: specSchoolYears(),
  provider: { number: '123456', name: 'Bright Tutors', status: 'Active', canReceivePayments: true },
  parentBankReady: true,
  platform: 'web',
};

const nonAce = {
  name: 'Piano with Ms. Lee',
  address: '12 High St\nColumbus, OH',
  phoneNumber: '614-555-0123',
  email: 'lee@example.com',
  website: 'lee-piano.example.com',
  contactName: 'Ms. Lee',
  contactTitle: 'Teacher',
};

/**
 * Every request schema with a valid input whose text fields are all filled in: a control character in any of them
 * is refused on that field.
 */
const requestSchemas: [string, z.ZodType, Record<string, unknown>][] = [
  [
    'the claim submission',
    claimSubmissionFieldsSchema(),
    {
      childId: '7',
      amount: '10.00',
      category: 'tutoring',
      dateOfService: '2023-09-01',
      description: 'Weekly tutoring',
      payTo: 'Vendor',
      serviceProviderNumber: '123456',
      receiptNumber1: 'R1',
      receiptNumber2: 'R2',
      receiptNumber3: 'R3',
      receiptNumber4: 'R4',
      receiptNumber5: 'R5',
    },
  ],
  [
    'the claim form',
    claimFormSchema(claimContext),
    {
      amount: '10',
      category: 'tutoring',
      dateOfService: '2023-09-01',
      description: 'Weekly tutoring',
      files: [{ name: 'invoice.pdf', size: 10, mimeType: 'application/pdf', fingerprint: 'f1' }],
      payTo: 'Vendor',
      physicalGood: null,
      serviceProviderNumber: '123456',
      nonAceServiceProvider: null,
    },
  ],
  ['the non-programme provider', nonAceServiceProviderSchema(), nonAce],
  [
    'the bank account form',
    bankAccountFormSchema(),
    {
      routingNumber: '011000015',
      accountNumber: '123456789',
      confirmAccountNumber: '123456789',
      name: 'Family checking',
      type: 'checking',
    },
  ],
  ['a reviewer', reviewerPayloadSchema(), { reviewerName: 'Ada Lovelace' }],
  ['a rejection', rejectClaimPayloadSchema(), { reason: 'other', notes: 'Wrong\ninvoice', reviewerName: 'Ada' }],
  ['a provider assignment', assignServiceProviderSchema(), { serviceProviderNumber: '123456' }],
  ['a status change', claimStatusUpdatePayloadSchema(), { note: 'Reopened\tafter a call' }],
  ['an amount change', claimAmountUpdatePayloadSchema(), { amount: 10, note: 'Receipt says $10' }],
  ['a provider status change', providerStatusUpdateSchema(), { number: '123456', status: 'Inactive' }],
  ['a provider registration', registerProviderSchema(), { organisationId: 'org-1', name: 'Tutors', number: '123456' }],
  ['the organisation chosen', selectOrganisationSchema(), { orgId: 'org-1' }],
  [
    "support staff's claim search",
    claimSearchQuerySchema(),
    {
      claimId: '12',
      serviceProviderNumber: '123456',
      childName: 'Kid',
      parentName: 'Pat',
      submittedStartDate: '2023-09-01',
      submittedEndDate: '2023-09-02',
    },
  ],
  [
    "a provider's claim list",
    providerClaimListQuerySchema({ tab: 'history', today: '2023-09-15' }),
    {
      parentFirstName: 'Pat',
      parentLastName: 'Parent',
      childFirstName: 'Kid',
      childLastName: 'Test',
      claimId: '12',
      status: 'Accepted',
      submittedStartDate: '2023-09-01',
      submittedEndDate: '2023-09-02',
      actionedStartDate: '2023-09-01',
      actionedEndDate: '2023-09-02',
      cursor: 'abc',
    },
  ],
  ['the staff search', staffClaimSearchQuerySchema(), { q: 'Lopez', cursor: 'abc' }],
  ['the provider search', providerNameSearchQuerySchema(), { q: 'Bright' }],
  ["support staff's work queue", staffQueueQuerySchema(), { providerNumber: '123456', minAgeDays: '3', cursor: 'abc' }],
];

describe('every request schema', () => {
  it.each(requestSchemas)('takes the valid input of %s', (_name, schema, input) => {
    expect(schema.safeParse(input).success).toBe(true);
  });

  it.each(requestSchemas)(
    'refuses a control character in any text field of %s, on that field',
    (_name, schema, input) => {
      const textPaths = textPathsOf(input);
      expect(textPaths.length).toBeGreaterThan(0);
      fc.assert(
        fc.property(
          fc.constantFrom(...textPaths),
          fc.oneof(
            controlCharacter.filter((character) => !'\t\n\r'.includes(character)),
            loneSurrogate,
          ),
          (path, character) => {
            const messages = messagesOf(
              schema,
              withText(input, path, (value) => `${value}${character}x`),
            );
            expect(Object.keys(messages)).toContain(path.join('.'));
          },
        ),
      );
    },
  );

  it('refuses a review link with a control character with the invalid-link sentence', () => {
    expect(messagesOf(reviewTokenSchema(), `${'a'.repeat(30)}\u0000`)).toEqual({
      '': translate('review.linkInvalid'),
    });
  });

  it('refuses a control character inside the non-programme provider sent as JSON in a claim', () => {
    const fields = {
      childId: '7',
      amount: '10.00',
      nonAceServiceProvider: JSON.stringify({ ...nonAce, name: 'Piano\u0000' }),
    };
    expect(messagesOf(claimSubmissionFieldsSchema(), fields)).toEqual({ 'nonAceServiceProvider.name': REFUSED });
  });
});

type Path = (string | number)[];

function textPathsOf(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    textPathsOf(item, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

function withText(value: unknown, path: Path, change: (text: string) => string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return typeof value === 'string' ? change(value) : value;
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    return items.map((item, index) => (index === head ? withText(item, rest, change) : item));
  }
  const record = value as Record<string | number, unknown>;
  const changed: unknown = withText(record[head], rest, change);
  return { ...record, [head]: changed };
}
