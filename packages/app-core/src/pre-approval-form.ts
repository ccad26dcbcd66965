import { ApiError, type ApiClient, type PreApprovalRequestBody, type UploadBody } from '@ace/api-client';
import {
  parseMoney,
  preApprovalRequestSchema,
  type NonAceServiceProvider,
  type ServiceCategory,
  type ToastKind,
  type Translate,
  type UploadCandidate,
} from '@ace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { failureMessage } from './failure-message.ts';
import { domainResolver } from './form-resolver.ts';
import { useProviderLookup } from './provider-lookup.ts';
import { isUnexpectedError } from './query-client.ts';

/** The query key of the parent's pre-approvals: read again once a request or a claim changes them. */
export const PRE_APPROVALS = 'pre-approvals';

/**
 * The parent's pre-approvals (issue 35 part 1), the newest first. Read again whenever shown: staff and providers
 * decide them while the parent is away.
 */
export function preApprovalsQuery(api: Pick<ApiClient, 'preApprovals'>) {
  return {
    queryKey: [PRE_APPROVALS],
    queryFn: () => api.preApprovals.mine(),
    staleTime: 0,
    refetchOnMount: 'always',
  } as const;
}

/** The parent's pre-approvals for their own page: a server failure there is unexpected. */
export function usePreApprovals(api: Pick<ApiClient, 'preApprovals'>) {
  return useQuery({ ...preApprovalsQuery(api), throwOnError: isUnexpectedError });
}

/** The quote's file as chosen: what the upload rules look at (checked as it is chosen), and its content to send. */
export interface QuoteFileChoice extends UploadCandidate {
  body: UploadBody;
}

/**
 * The request form's values as the inputs hold them: text, the provider outside the programme once entered, and the
 * quote's file once chosen.
 */
export interface PreApprovalFormValues {
  amount: string;
  category: string;
  description: string;
  expectedDate: string;
  serviceProviderNumber: string;
  nonAceServiceProvider: NonAceServiceProvider | null;
  quoteLink: string;
  quoteFile: QuoteFileChoice | null;
}

export const emptyPreApprovalForm: PreApprovalFormValues = {
  amount: '',
  category: '',
  description: '',
  expectedDate: '',
  serviceProviderNumber: '',
  nonAceServiceProvider: null,
  quoteLink: '',
  quoteFile: null,
};

/** What is sent for the typed values: the amount as dollars (NaN when it is no amount), empty choices left out. */
function requestBodyOf(childId: number, values: PreApprovalFormValues) {
  const cents = parseMoney(values.amount);
  return {
    childId,
    amount: cents === null ? Number.NaN : cents / 100,
    category: values.category,
    description: values.description,
    expectedDate: values.expectedDate,
    serviceProviderNumber: values.serviceProviderNumber,
    ...(values.nonAceServiceProvider === null ? {} : { nonAceServiceProvider: values.nonAceServiceProvider }),
    quoteLink: values.quoteLink,
  };
}

/**
 * The form's values checked by the domain's preApprovalRequestSchema, the one the server runs, each issue on its
 * field; what passes is the request body as typed (the server reads it again).
 */
export function preApprovalFormSchema(childId: number, t: Translate) {
  const request = preApprovalRequestSchema(t);
  return z.custom<PreApprovalFormValues>().transform((values, ctx): PreApprovalRequestBody => {
    const body = requestBodyOf(childId, values);
    const checked = request.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.slice(0, 1) });
      }
      return z.NEVER;
    }
    const { serviceProviderNumber, quoteLink, nonAceServiceProvider } = checked.data;
    return {
      childId,
      amount: body.amount,
      category: body.category as ServiceCategory,
      description: checked.data.description,
      expectedDate: checked.data.expectedDate,
      ...(serviceProviderNumber === undefined ? {} : { serviceProviderNumber }),
      ...(nonAceServiceProvider === undefined ? {} : { nonAceServiceProvider }),
      ...(quoteLink === undefined ? {} : { quoteLink }),
    };
  });
}

export type PreApprovalFormApi = UseFormReturn<PreApprovalFormValues, unknown, PreApprovalRequestBody>;

export interface PreApprovalFormSetup {
  api: Pick<ApiClient, 'preApprovals' | 'providers'>;
  childId: number;
  t: Translate;
  toast: (kind: ToastKind, message: string) => void;
  /** Reads the dashboard again once a request is in: it holds money, so the child's Available changes. */
  reloadParent: () => Promise<unknown>;
}

/**
 * Asking before buying, the same on the web and on a phone: the values checked by the domain's rules as the server
 * checks them, the programme provider looked up as its number is typed, then sent. Once in, the form is emptied, the
 * parent's pre-approvals and funds read again and `sent` set, for the screen to say what happens next; a refusal puts
 * the server's issues on their fields (the first one focused) and its message in a toast.
 */
export function usePreApprovalForm(setup: PreApprovalFormSetup) {
  const { api, childId, t, toast, reloadParent } = setup;
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const form: PreApprovalFormApi = useForm<PreApprovalFormValues, unknown, PreApprovalRequestBody>({
    resolver: domainResolver<PreApprovalFormValues, PreApprovalRequestBody>(preApprovalFormSchema(childId, t)),
    defaultValues: emptyPreApprovalForm,
    mode: 'onTouched',
  });
  const [number, nonAce] = useWatch({
    control: form.control,
    name: ['serviceProviderNumber', 'nonAceServiceProvider'],
  });
  const onLookupError = useCallback(
    (message: string) => {
      toast('danger', message);
    },
    [toast],
  );
  const { provider, lookingUp } = useProviderLookup(api, number, nonAce === null, onLookupError);
  const mutation = useMutation({
    mutationFn: ({ body, quote }: { body: PreApprovalRequestBody; quote: QuoteFileChoice | null }) =>
      api.preApprovals.ask(body, quote === null ? undefined : { body: quote.body, name: quote.name }),
    onSuccess: async () => {
      // Said once, where the form is, and kept there: a toast would say it twice and be gone in 4 s.
      setSent(true);
      form.reset(emptyPreApprovalForm);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [PRE_APPROVALS] }),
        reloadParent().catch(() => undefined),
      ]);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const fields = error.issues
          .map((issue) => ({ ...issue, field: issue.path.split('.')[0] ?? '' }))
          .filter((issue): issue is typeof issue & { field: keyof PreApprovalFormValues } =>
            Object.hasOwn(emptyPreApprovalForm, issue.field),
          );
        for (const issue of fields) form.setError(issue.field, { type: 'server', message: issue.message });
        const first = fields[0];
        if (first !== undefined) form.setFocus(first.field);
      }
      toast('danger', failureMessage(error, t));
    },
  });
  return {
    form,
    nonAce,
    provider,
    lookingUp,
    busy: mutation.isPending,
    /** Whether a request was sent from this form: the page then says what happens next. */
    sent,
    /** Sets or clears the provider outside the programme; setting it clears the provider number. */
    setNonAce: (details: NonAceServiceProvider | null) => {
      form.setValue('nonAceServiceProvider', details, { shouldDirty: true });
      if (details !== null) form.setValue('serviceProviderNumber', '');
      if (form.formState.isSubmitted) void form.trigger('serviceProviderNumber');
    },
    /** Sets or clears the quote's file, chosen once the upload rules took it. */
    setQuoteFile: (file: QuoteFileChoice | null) => {
      form.setValue('quoteFile', file, { shouldDirty: true });
      form.clearErrors('quoteFile');
    },
    /** Checks the request (focusing the first field with an issue) and, when it passes, sends it with its quote. */
    submit: form.handleSubmit((body) => {
      setSent(false);
      mutation.mutate({ body, quote: form.getValues('quoteFile') });
    }),
  };
}
