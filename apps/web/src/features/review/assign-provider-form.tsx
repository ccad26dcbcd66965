import { ApiError } from '@ace/api-client';
import { assignServiceProviderSchema, PROVIDER_NUMBER_LENGTH, TOAST_DURATION_MS } from '@ace/domain';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../lib/api.ts';
import { domainResolver } from '@ace/app-core/form-resolver';
import { useT } from '@ace/app-core/i18n';
import { showToast } from '../../lib/toasts.ts';
import { reviewQueryKey } from './use-review.ts';
import { failureMessage } from '@ace/app-core/failure-message';

interface AssignFormValues {
  serviceProviderNumber: string;
}

/** Says which refusal of the lookup means "no such provider", as opposed to a failure to ask. */
class UnknownProvider extends Error {}

/**
 * The Assign Service Provider form of an internal review (spec sections 4 and 5): a 6-digit number that must
 * exist (the review's provider lookup decides), the success toast, then the review loads again. A refusal of the
 * assignment itself is a toast with the server's message for 3 s (spec section 8).
 */
export function AssignProviderForm({ token }: { token: string }) {
  const t = useT();
  const titleId = useId();
  const queryClient = useQueryClient();
  const form = useForm<AssignFormValues, unknown, AssignFormValues>({
    resolver: domainResolver<AssignFormValues, AssignFormValues>(assignServiceProviderSchema(t)),
    defaultValues: { serviceProviderNumber: '' },
    mode: 'onTouched',
  });
  const assign = useMutation({
    mutationFn: async (number: string) => {
      try {
        await api.reviews.lookUpProvider(number, token);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) throw new UnknownProvider();
        throw error;
      }
      return api.reviews.assignServiceProvider(token, number);
    },
    onSuccess: async () => {
      showToast('success', t('review.assign.success'));
      form.reset();
      await queryClient.invalidateQueries({ queryKey: reviewQueryKey(token) });
    },
    onError: (error) => {
      if (error instanceof UnknownProvider) {
        form.setError('serviceProviderNumber', { type: 'lookup', message: t('review.assign.invalid') });
        form.setFocus('serviceProviderNumber');
        return;
      }
      showToast('danger', failureMessage(error, t), { autoCloseMs: TOAST_DURATION_MS.assignFailure });
    },
  });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('review.assign.title')}
        </Title>
        <Text size="sm">{t('reviewScreen.assign.intro')}</Text>
        <form
          noValidate
          onSubmit={(event) => {
            void form.handleSubmit((values) => {
              assign.mutate(values.serviceProviderNumber);
            })(event);
          }}
        >
          <Stack gap="sm" align="flex-start">
            <TextInput
              label={t('reviewScreen.assign.label')}
              description={t('reviewScreen.assign.hint')}
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={PROVIDER_NUMBER_LENGTH}
              w={{ base: '100%', xs: 360 }}
              {...form.register('serviceProviderNumber')}
              error={form.formState.errors.serviceProviderNumber?.message}
              readOnly={assign.isPending}
            />
            <Button type="submit" loading={assign.isPending}>
              {t('reviewScreen.assign.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
