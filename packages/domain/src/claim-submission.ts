import { z } from 'zod';
import type { ClaimFormValues, ClaimSubmission } from './claim-form.ts';
import { translate, type Translate } from './messages/translate.ts';
import { nonAceServiceProviderSchema } from './non-ace-provider.ts';
import { text } from './text-fields.ts';
import { MAX_FILES_PER_CLAIM } from './uploads.ts';

/**
 * The claim submission as it crosses the API: a multipart form whose text fields are listed in spec section 7
 * (files travel as file1..file5 beside them). This module turns a valid claim into those fields and back.
 */

export function fileFieldName(index: number): string {
  return `file${index + 1}`;
}

export function receiptNumberFieldName(index: number): string {
  return `receiptNumber${index + 1}`;
}

/** The names file1..file5, in order. */
export const FILE_FIELD_NAMES: readonly string[] = Array.from({ length: MAX_FILES_PER_CLAIM }, (_, index) =>
  fileFieldName(index),
);

/** On the wire an amount is dollars written with digits and a dot only. */
const wireAmountPattern = /^\d+(?:\.\d{1,2})?$/;

export function toWireAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** JSON sent as a text field of a form (a multipart body): what it holds, or an issue saying `message`. */
export function parseJson(text: string, ctx: z.RefinementCtx, message: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
}

/** A database id as the form carries it: digits, no leading zero, within a 32-bit integer. */
function recordId(message: string) {
  return z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, { error: message })
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, { error: message });
}

/** The text fields of the multipart claim submission, read into the claim form's values (files apart). */
export function claimSubmissionFieldsSchema(t: Translate = translate) {
  return z
    .strictObject({
      childId: recordId(t('claim.child.notFound')),
      amount: text({ t, error: t('claim.amount.required'), refused: t('claim.amount.invalid') }).regex(
        wireAmountPattern,
        {
          error: t('claim.amount.invalid'),
        },
      ),
      category: text({ t }).default(''),
      dateOfService: text({ t }).default(''),
      description: text({ multiline: true, t }).default(''),
      payTo: text({ t }).default(''),
      physicalGood: z
        .enum(['true', 'false'])
        .optional()
        .transform((value) => (value === undefined ? null : value === 'true')),
      serviceProviderNumber: text({ t }).optional(),
      nonAceServiceProvider: text({ multiline: true, t })
        .transform((json, ctx) => parseJson(json, ctx, t('claim.nonAce.unreadable')))
        .pipe(nonAceServiceProviderSchema(t))
        .optional(),
      receiptNumber1: text({ t }).optional(),
      receiptNumber2: text({ t }).optional(),
      receiptNumber3: text({ t }).optional(),
      receiptNumber4: text({ t }).optional(),
      receiptNumber5: text({ t }).optional(),
      replacesClaimId: recordId(t('claim.notFound')).optional(),
      keptFile1: recordId(t('resubmit.unknownFile')).optional(),
      keptFile2: recordId(t('resubmit.unknownFile')).optional(),
      keptFile3: recordId(t('resubmit.unknownFile')).optional(),
      keptFile4: recordId(t('resubmit.unknownFile')).optional(),
      keptFile5: recordId(t('resubmit.unknownFile')).optional(),
      sentAgainReason: text({ multiline: true, t }).optional(),
      preApprovalId: recordId(t('preApproval.notFound')).optional(),
    })
    .refine((fields) => fields.serviceProviderNumber === undefined || fields.nonAceServiceProvider === undefined, {
      error: t('claim.provider.both'),
      path: ['nonAceServiceProvider'],
    })
    .transform((fields) => ({
      childId: fields.childId,
      receiptNumbers: [
        fields.receiptNumber1,
        fields.receiptNumber2,
        fields.receiptNumber3,
        fields.receiptNumber4,
        fields.receiptNumber5,
      ].map((value) => value ?? ''),
      replacesClaimId: fields.replacesClaimId ?? null,
      preApprovalId: fields.preApprovalId ?? null,
      keptFileIds: [fields.keptFile1, fields.keptFile2, fields.keptFile3, fields.keptFile4, fields.keptFile5].map(
        (value) => value ?? null,
      ),
      form: {
        amount: fields.amount,
        category: fields.category,
        dateOfService: fields.dateOfService,
        description: fields.description,
        payTo: fields.payTo,
        physicalGood: fields.physicalGood,
        serviceProviderNumber: fields.serviceProviderNumber ?? '',
        nonAceServiceProvider: fields.nonAceServiceProvider ?? null,
        sentAgainReason: fields.sentAgainReason ?? '',
      } satisfies Omit<ClaimFormValues, 'files'>,
    }));
}

/** The text fields of a claim submission: always the child and the amount, then those the claim has. */
export type ClaimSubmissionFields = Record<string, string> & { childId: string; amount: string };

/** The text fields a client sends for a valid claim (the files go beside them as file1..fileN). */
export function toClaimSubmissionFields(childId: number, claim: ClaimSubmission): ClaimSubmissionFields {
  const fields: ClaimSubmissionFields = {
    childId: String(childId),
    amount: toWireAmount(claim.amountCents),
    category: claim.category,
    dateOfService: claim.dateOfService,
    description: claim.description,
    payTo: claim.payTo,
  };
  if (claim.physicalGood !== null) fields.physicalGood = String(claim.physicalGood);
  if (claim.provider.kind === 'programme') fields.serviceProviderNumber = claim.provider.number;
  else fields.nonAceServiceProvider = JSON.stringify(claim.provider.details);
  claim.files.forEach((file, index) => {
    if (file.receiptNumber !== undefined) fields[receiptNumberFieldName(index)] = file.receiptNumber;
  });
  if (claim.sentAgainReason !== null) fields.sentAgainReason = claim.sentAgainReason;
  return fields;
}
