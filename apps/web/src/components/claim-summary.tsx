import {
  claimYearLabel,
  earliestDateOfServiceRules,
  formatListDate,
  payToLabelId,
  serviceCategoryLabelId,
  type ClaimFileView,
  type ClaimView,
  type ReceiptReadingView,
  type Translate,
} from '@ace/domain';
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { useProgrammeYears } from '../lib/school-years.ts';
import { FileReading } from './file-reading.tsx';
import { InfoIcon } from './icons.tsx';
import { WarningLine } from './warning-line.tsx';

/** A field of the claim summary; screens use it for the fields only they add (`children` of ClaimSummary). */
export function ClaimField({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

/** The date of service, with the earliest date each school year allows, as reviewers read it (spec section 9). */
function DateOfServiceLabel() {
  const t = useT();
  const years = useProgrammeYears();
  const rules = years === undefined ? [] : earliestDateOfServiceRules(years, t);
  return (
    <Group gap={4} component="span" wrap="nowrap">
      <span>{t('claimView.dateOfService')}</span>
      <Tooltip
        label={
          <Stack gap={2}>
            <span>{t('claimView.dateOfServiceRules')}</span>
            {rules.map((rule) => (
              <span key={rule}>{rule}</span>
            ))}
          </Stack>
        }
        events={{ hover: true, focus: true, touch: true }}
        multiline
        w={260}
      >
        <ActionIcon
          variant="subtle"
          size="sm"
          radius="xl"
          aria-label={[t('claimView.dateOfServiceRules'), ...rules].join('. ')}
        >
          <InfoIcon />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** A claim's file; as reviewers, providers and staff see it, with what was read from it (parents do not see that). */
type ShownFile = ClaimFileView & { reading?: ReceiptReadingView };

/** Where a flag's other claim opens, for support staff; null for everyone else. */
type OtherClaimPath = ((id: number) => string) | null;

/**
 * A claim's receipts and invoices under their heading, or a line saying there are none; for reviewers, first why the
 * parent sent a receipt of it again, when the claim form told them it was already sent (issue 36).
 */
export function ClaimFiles({
  files,
  headingId,
  otherClaimPath = null,
  sentAgainReason = null,
  title,
}: {
  files: readonly ShownFile[];
  headingId: string;
  otherClaimPath?: OtherClaimPath;
  sentAgainReason?: string | null;
  /** The heading, when the files are not the claim's receipts and invoices (an appeal's, issue 35). */
  title?: string;
}) {
  const t = useT();
  // What was read from each file needs the room of two columns at most.
  const read = files.some((file) => file.reading !== undefined);
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {title ?? t('claimView.files')}
      </Title>
      {sentAgainReason !== null && (
        <Box mb="xs">
          <WarningLine>{t('claimView.sentAgain', { reason: sentAgainReason })}</WarningLine>
        </Box>
      )}
      {files.length === 0 ? (
        <Text>{t('claimView.noFiles')}</Text>
      ) : (
        <SimpleGrid
          component="ul"
          style={{ listStyle: 'none' }}
          cols={read ? { base: 1, sm: 2 } : { base: 1, xs: 2, md: 3 }}
          spacing="sm"
          m={0}
          p={0}
        >
          {files.map((file) => (
            <ClaimFile key={file.url} file={file} otherClaimPath={otherClaimPath} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

/**
 * A receipt or invoice: a PDF as a link that names it, an image as a thumbnail that opens the full picture, with its
 * name under it.
 */
function ClaimFile({ file, otherClaimPath }: { file: ShownFile; otherClaimPath: OtherClaimPath }) {
  const t = useT();
  const receipt = file.receiptNumber === null ? null : t('claimView.receiptNumber', { number: file.receiptNumber });
  return (
    <Paper withBorder radius="sm" p="xs" component="li">
      <Stack gap={4}>
        {file.detectedFileExt === 'pdf' ? (
          <Anchor href={file.url} download={file.filename} style={{ overflowWrap: 'anywhere' }}>
            {t('claimView.pdfLink', { name: file.filename })}
          </Anchor>
        ) : (
          <Anchor
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('claimView.openImage', { name: file.filename })}
          >
            <Image src={file.url} alt={file.filename} h={120} w="auto" maw="100%" fit="contain" radius="sm" />
          </Anchor>
        )}
        {file.detectedFileExt !== 'pdf' && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {file.filename}
          </Text>
        )}
        {receipt !== null && <Text size="sm">{receipt}</Text>}
        {file.reading !== undefined && (
          <Box mt={4} pt="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <FileReading reading={file.reading} receiptNumber={file.receiptNumber} otherClaimPath={otherClaimPath} />
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

/** The receipt numbers the parent gave with the files, in their order. */
function receiptNumbersOf(claim: ClaimView, t: Translate): string {
  const numbers = claim.files.flatMap((file) => (file.receiptNumber === null ? [] : [file.receiptNumber]));
  return numbers.length === 0 ? t('claimView.noReceiptNumbers') : numbers.join(', ');
}

/** Who is paid for the claim: a programme provider by number and name, or the non-programme provider's details. */
function ProviderFields({ claim }: { claim: ClaimView }) {
  const t = useT();
  const other = claim.nonAceServiceProvider;
  if (other !== null) {
    return (
      <>
        <ClaimField label={t('claimView.nonAceProvider')}>{other.name}</ClaimField>
        <ClaimField label={t('claimView.nonAceAddress')}>{other.address}</ClaimField>
        <ClaimField label={t('claimView.nonAcePhone')}>{other.phoneNumber}</ClaimField>
        <ClaimField label={t('claimView.nonAceEmail')}>{other.email}</ClaimField>
        <ClaimField label={t('claimView.nonAceWebsite')}>{other.website}</ClaimField>
        {other.contactName !== undefined && (
          <ClaimField label={t('claimView.nonAceContactName')}>{other.contactName}</ClaimField>
        )}
        {other.contactTitle !== undefined && (
          <ClaimField label={t('claimView.nonAceContactTitle')}>{other.contactTitle}</ClaimField>
        )}
      </>
    );
  }
  const provider = claim.serviceProvider;
  return (
    <ClaimField label={t('claimView.providerNumber')}>
      {provider === null ? t('claimView.noProvider') : `${provider.number} · ${provider.name}`}
    </ClaimField>
  );
}

/** A resubmission's link to the rejected claim it corrects, with that claim's reason; or the claim that corrected it. */
function ResubmissionNotice({ claim }: { claim: ClaimView }) {
  const t = useT();
  const { replaces, replacedBy } = claim;
  const reason = replaces?.rejectionReason ?? null;
  if (replaces === null && replacedBy === null) return null;
  return (
    <Alert color="blue" variant="light">
      <Stack gap={4}>
        {replaces !== null && <Text fw={600}>{t('claimView.replaces', { id: replaces.id })}</Text>}
        {replaces !== null && reason !== null && (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {t('claimView.replacedReason', { id: replaces.id, reason })}
          </Text>
        )}
        {replacedBy !== null && <Text fw={600}>{t('claimView.replacedBy', { id: replacedBy })}</Text>}
      </Stack>
    </Alert>
  );
}

/**
 * Every field of a claim as its reviewers and its provider see it (spec section 2, 'Claim details' and 'Review
 * claim screen'), read-only. `children` adds fields that only one screen shows (status, remaining funds).
 */
export function ClaimSummary({
  claim,
  audience,
  otherClaimPath = null,
  children,
}: {
  claim: ClaimView;
  /** Whose wording 'Deliver funds to' uses: the claim's provider, or a reviewer. */
  audience: 'provider' | 'reviewer';
  /** Where another claim a flag names opens: support staff only. */
  otherClaimPath?: OtherClaimPath;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Stack gap="lg">
      <ResubmissionNotice claim={claim} />
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" m={0}>
        <ClaimField label={t('claimView.claimId')}>{claim.id}</ClaimField>
        <ClaimField label={t('claimView.submitted')}>{formatListDate(claim.createdAt)}</ClaimField>
        {children}
        <ClaimField label={t('claimView.student')}>{`${claim.child.firstName} ${claim.child.lastName}`}</ClaimField>
        <ClaimField label={t('claimView.parent')}>{`${claim.parent.firstName} ${claim.parent.lastName}`}</ClaimField>
        <ProviderFields claim={claim} />
        <ClaimField label={t('claimView.category')}>{t(serviceCategoryLabelId(claim.category))}</ClaimField>
        <ClaimField label={t('claimView.description')}>{claim.description}</ClaimField>
        {claim.physicalGood !== null && (
          <ClaimField label={t('claimView.physicalGood')}>
            {t(claim.physicalGood ? 'physicalGood.yes' : 'physicalGood.no')}
          </ClaimField>
        )}
        <ClaimField label={<DateOfServiceLabel />}>{formatListDate(claim.dateOfService)}</ClaimField>
        <ClaimField label={t('claimView.claimYear')}>{claimYearLabel(claim.schoolYear, t)}</ClaimField>
        <ClaimField label={t('claimView.amount')}>{formatDollars(claim.amount)}</ClaimField>
        <ClaimField label={t('payTo.label')}>{t(payToLabelId(claim.payTo, audience))}</ClaimField>
        <ClaimField label={t('claimView.accountNumber')}>{claim.accountNumber}</ClaimField>
        <ClaimField label={t('claimView.invoiceNumber')}>{claim.invoiceNumber}</ClaimField>
        <ClaimField label={t('claimView.receiptNumbers')}>{receiptNumbersOf(claim, t)}</ClaimField>
      </SimpleGrid>
      <ClaimFiles
        files={claim.files}
        headingId="claim-files-title"
        otherClaimPath={otherClaimPath}
        sentAgainReason={claim.sentAgainReason}
      />
    </Stack>
  );
}
