import { ApiError, type ApiClient, type UploadBody } from '@ace/api-client';
import {
  appealFieldsSchema,
  appealFileIssues,
  fieldIssues,
  MAX_FILES_PER_CLAIM,
  type FieldIssue,
  type Platform,
  type ToastKind,
  type Translate,
  type UploadCandidate,
} from '@ace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from './failure-message.ts';
import { isUnexpectedError } from './query-client.ts';

const CLAIM_APPEAL = 'claim-appeal';

/**
 * A claim's appeal (issue 35): the appeal the parent sent and where it stands, or whether and until when they may
 * appeal. Read again whenever shown: staff decide it while the parent is away.
 */
export function useClaimAppeal(api: Pick<ApiClient, 'appeals'>, claimId: number | null) {
  return useQuery({
    queryKey: [CLAIM_APPEAL, claimId],
    queryFn: () => api.appeals.ofClaim(claimId ?? 0),
    enabled: claimId !== null,
    staleTime: 0,
    refetchOnMount: 'always',
    throwOnError: isUnexpectedError,
  });
}

/** A file the parent chose for their appeal: what the upload rules read of it, and what the platform sends. */
export interface AppealFile<Content> extends UploadCandidate {
  content: Content;
}

export interface AppealFormSetup<Content> {
  api: Pick<ApiClient, 'appeals'>;
  claimId: number;
  platform: Platform;
  t: Translate;
  toast: (kind: ToastKind, message: string) => void;
  /** What the platform sends for a picked file: the File itself on the web, a file address in the app. */
  bodyOf: (content: Content) => UploadBody | Promise<UploadBody>;
  /** Once the appeal is in and the claim read again: the phone goes back to the claim's screen. */
  onSent?: () => void;
}

/** What the form shows beside each field: the statement's problem, and each file's by its position. */
export interface AppealFormErrors {
  statement?: string;
  files: (string | undefined)[];
}

function errorsOf(issues: readonly FieldIssue[], fileCount: number): AppealFormErrors {
  const statement = issues.find((issue) => issue.path === 'statement')?.message;
  const files = Array.from(
    { length: fileCount },
    (_, index) => issues.find((issue) => issue.path === `file${String(index + 1)}`)?.message,
  );
  return statement === undefined ? { files } : { statement, files };
}

/**
 * Appealing a rejected claim, the same on the web and on a phone: the statement and the files checked by the domain's
 * rules as the server checks them, then sent in one request; once in, the claim and its appeal are read again and the
 * parent told. A refusal puts the server's issues on their fields and its message in a toast.
 */
export function useAppealForm<Content>(setup: AppealFormSetup<Content>) {
  const { api, claimId, platform, t, toast, bodyOf, onSent } = setup;
  const queryClient = useQueryClient();
  const [statement, setStatement] = useState('');
  const [files, setFiles] = useState<AppealFile<Content>[]>([]);
  const [errors, setErrors] = useState<AppealFormErrors>({ files: [] });
  const check = (nextStatement: string, nextFiles: readonly AppealFile<Content>[]) => {
    const fields = appealFieldsSchema(t).safeParse({ statement: nextStatement });
    return [...(fields.success ? [] : fieldIssues(fields.error)), ...appealFileIssues(nextFiles, platform, t)];
  };
  const mutation = useMutation({
    mutationFn: async () => {
      const bodies = await Promise.all(
        files.map(async (file) => ({ body: await bodyOf(file.content), name: file.name })),
      );
      return api.appeals.appeal(claimId, statement, bodies);
    },
    onSuccess: async () => {
      toast('success', t('appeal.sent'));
      setStatement('');
      setFiles([]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [CLAIM_APPEAL, claimId] }),
        queryClient.invalidateQueries({ queryKey: ['parent-claim', claimId] }),
      ]);
      onSent?.();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.issues.length > 0) setErrors(errorsOf(error.issues, files.length));
      toast('danger', failureMessage(error, t));
    },
  });
  return {
    statement,
    setStatement,
    files,
    /** Adds the chosen files, up to the most a claim takes; each is checked at once. */
    addFiles: (chosen: readonly AppealFile<Content>[]) => {
      const next = [...files, ...chosen].slice(0, MAX_FILES_PER_CLAIM);
      setFiles(next);
      setErrors(errorsOf(appealFileIssues(next, platform, t), next.length));
    },
    removeFile: (index: number) => {
      const next = files.filter((_, position) => position !== index);
      setFiles(next);
      setErrors(errorsOf(appealFileIssues(next, platform, t), next.length));
    },
    errors,
    busy: mutation.isPending,
    /** Checks the appeal and, when it passes, sends it. */
    submit: () => {
      const issues = check(statement, files);
      setErrors(errorsOf(issues, files.length));
      if (issues.length === 0) mutation.mutate();
    },
  };
}
