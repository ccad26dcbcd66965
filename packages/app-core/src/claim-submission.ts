import { ApiError, type ApiClient, type KeptFileBody, type UploadBody } from '@ace/api-client';
import type { ClaimSubmission, SubmittedClaim, ToastKind, Translate } from '@ace/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ClaimDraft } from './claim-drafts.ts';
import { showServerIssues, type ClaimFormApi } from './claim-form.ts';
import type { ClaimFormFile } from './claim-form-state.ts';
import { failureMessage } from './failure-message.ts';
import { PRE_APPROVALS } from './pre-approval-form.ts';
import type { ReceiptReadings } from './receipt-readings.ts';
import { RECEIPT_NUMBER_CHECKS, type AlreadySent } from './receipts-already-sent.ts';

export interface ClaimSubmissionSetup<Content> {
  form: ClaimFormApi;
  childId: number;
  api: Pick<ApiClient, 'claims'>;
  t: Translate;
  /** What was chosen before the parent went to the ServiceProvider screen. */
  draft: ClaimDraft<Content> | undefined;
  /** The pre-approval the claim uses (useClaimForm's chosen one), sent beside it; null for none. */
  preApprovalId: number | null;
  /** What the platform sends for a picked file: the File itself on the web, a Blob or a file address in the app. */
  bodyOf: (content: Content) => UploadBody | Promise<UploadBody>;
  /** The parent and their funds again, once a claim is in. */
  reloadParent: () => Promise<unknown>;
  toast: (kind: ToastKind, message: string) => void;
  /** The receipts the family already sent, as the form warns of them (useClaimForm's). */
  alreadySent: Pick<AlreadySent, 'takeRefusal'>;
  /** What was read from the chosen files: the readings of the files sent are forgotten once the claim is in. */
  readings: Pick<ReceiptReadings<Content>, 'forget'>;
  /** Back to the dashboard, with the claim just sent (its id leads to its details). */
  leave: (claim: SubmittedClaim) => void | Promise<void>;
}

export interface ClaimSubmissionState<Content> {
  addFile: (file: ClaimFormFile, content: Content) => void;
  removeFile: (index: number) => void;
  attested: boolean;
  setAttested: (attested: boolean) => void;
  /** The form as it stands, kept while the parent is on the ServiceProvider screen. */
  draft: () => ClaimDraft<Content>;
  /** Checks the form and, when it passes, sends the claim with its files (a form's submit event is stopped). */
  submit: ReturnType<ClaimFormApi['handleSubmit']>;
  busy: boolean;
  /** Submit is offered once the attestation is ticked, while no receipt number is refused and nothing is sending. */
  canSubmit: boolean;
  /** Upload progress in percent while busy. */
  progress: number;
}

/**
 * Sending a claim, the same on the web and on a phone: the picked files kept beside the form (the form holds what
 * the rules need, not the bytes), the claim and its files in one request with its progress, then the dashboard
 * with the funds reloaded and 'Claim submitted', or the server's issues on their fields and its message in a toast.
 */
export function useClaimSubmission<Content>(setup: ClaimSubmissionSetup<Content>): ClaimSubmissionState<Content> {
  const { form, childId, api, t, bodyOf, reloadParent, toast, leave, alreadySent, readings } = setup;
  const queryClient = useQueryClient();
  const [initialFiles] = useState(() => new Map<string, Content>(setup.draft?.files ?? []));
  const picked = useRef(initialFiles);
  const resubmission = setup.draft?.resubmission;
  const [initialKept] = useState(() => new Map<string, number>(resubmission?.keptFiles ?? []));
  const kept = useRef(initialKept);
  const [attested, setAttested] = useState(setup.draft?.attested ?? false);
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async ({ claim, preApprovalId }: { claim: ClaimSubmission; preApprovalId: number | null }) => {
      setProgress(0);
      const bodies = await Promise.all(
        claim.files.map(async (file): Promise<UploadBody | KeptFileBody> => {
          const keptFileId = kept.current.get(file.fingerprint);
          if (keptFileId !== undefined) return { keptFileId };
          const content = picked.current.get(file.fingerprint);
          if (content === undefined) throw new Error(`The file ${file.name} is no longer available`);
          return bodyOf(content);
        }),
      );
      return api.claims.submit(childId, claim, bodies, {
        onUploadProgress: (fraction) => {
          setProgress(Math.round(fraction * 100));
        },
        ...(resubmission ? { replacesClaimId: resubmission.claimId } : {}),
        ...(preApprovalId === null ? {} : { preApprovalId }),
      });
    },
    onSuccess: async (submitted, { claim, preApprovalId }) => {
      // What the family already sent has changed: the files and numbers just sent are asked about afresh.
      readings.forget(claim.files.map((file) => file.fingerprint));
      queryClient.removeQueries({ queryKey: [RECEIPT_NUMBER_CHECKS] });
      // The pre-approval used holds less now.
      if (preApprovalId !== null) void queryClient.invalidateQueries({ queryKey: [PRE_APPROVALS] });
      await reloadParent().catch(() => undefined);
      toast('success', t('claim.submitted'));
      await leave(submitted);
    },
    onError: (error) => {
      // A receipt sent again without a reason (sent from another device meanwhile): the warnings beside the files and
      // the reason asked say it, everything entered is kept.
      if (alreadySent.takeRefusal(error, form.getValues('files'))) {
        const message = error instanceof ApiError ? error.issueFor('sentAgainReason') : undefined;
        form.setError('sentAgainReason', { type: 'server', message: message ?? t('claim.sentAgain.required') });
        return;
      }
      showServerIssues(form, error);
      toast('danger', failureMessage(error, t));
    },
  });

  const { errors, isSubmitted } = form.formState;
  const revalidate = { shouldValidate: isSubmitted };
  const busy = mutation.isPending;
  return {
    addFile: (file, content) => {
      picked.current.set(file.fingerprint, content);
      form.setValue('files', [...form.getValues('files'), file], revalidate);
    },
    removeFile: (index) => {
      const current = form.getValues('files');
      const removed = current[index];
      if (removed !== undefined) {
        picked.current.delete(removed.fingerprint);
        kept.current.delete(removed.fingerprint);
      }
      const remaining = current.filter((_, position) => position !== index);
      // A file's messages sit at its position: the files that moved up are checked again where they now stand.
      form.clearErrors('files');
      form.setValue('files', remaining, revalidate);
      const typed = remaining.flatMap((file, position) =>
        file.receiptNumber === '' ? [] : [`files.${position}.receiptNumber` as const],
      );
      if (!isSubmitted && typed.length > 0) void form.trigger(typed);
    },
    attested,
    setAttested,
    draft: () => ({
      values: form.getValues(),
      files: new Map(picked.current),
      attested,
      resubmission: resubmission && { claimId: resubmission.claimId, keptFiles: new Map(kept.current) },
    }),
    submit: form.handleSubmit((claim) => {
      mutation.mutate({ claim, preApprovalId: setup.preApprovalId });
    }),
    busy,
    canSubmit:
      attested &&
      !busy &&
      !fileIssues(errors.files, form.getValues('files').length).receiptNumbers.some((issue) => issue !== undefined),
    progress,
  };
}

/**
 * The files' messages as the form holds them: the list's own (none chosen, too many), and each file's and its
 * receipt number's, by position.
 */
export function fileIssues(
  errors: ClaimFormApi['formState']['errors']['files'],
  count: number,
): {
  list: string | undefined;
  files: (string | undefined)[];
  receiptNumbers: (string | undefined)[];
} {
  // By position, for the files chosen now: the errors are sparse (a file without a problem has no entry), an array
  // or, once the server has spoken, an object with numbered keys.
  const byPosition = errors as Record<number, FileEntryIssue | undefined> | undefined;
  const entries = Array.from({ length: count }, (_, position) => byPosition?.[position]);
  return {
    list: errors?.root?.message ?? errors?.message,
    files: entries.map((entry) => entry?.message),
    receiptNumbers: entries.map((entry) => entry?.receiptNumber?.message),
  };
}

interface FileEntryIssue {
  message?: string;
  receiptNumber?: { message?: string };
}
