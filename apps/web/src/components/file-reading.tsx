import {
  formatListDate,
  invoiceNumberReadText,
  receiptFlagText,
  type ReceiptFlag,
  type ReceiptReadingView,
} from '@ace/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { visuallyHidden } from './external-link.tsx';
import { WarningLine } from './warning-line.tsx';

/** The total, dates and invoice number read, each on its line, or a line saying none could be read. */
function ReadFacts({ reading, receiptNumber }: { reading: ReceiptReadingView; receiptNumber: string | null }) {
  const t = useT();
  const lines = [
    reading.total === null ? null : t('receipt.read.total', { amount: formatDollars(reading.total) }),
    reading.dates.length === 0
      ? null
      : t('receipt.read.dates', { dates: reading.dates.map(formatListDate).join(', ') }),
    reading.invoiceNumber === null ? null : invoiceNumberReadText(reading.invoiceNumber, receiptNumber, t),
  ].filter((line) => line !== null);
  // An unreadable file says so in its flag.
  if (lines.length === 0) return reading.status === 'read' ? <Text size="sm">{t('receipt.read.nothing')}</Text> : null;
  return lines.map((line) => (
    <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {line}
    </Text>
  ));
}

/** A flag in one line, after a warning sign; the other claim's link when the viewer may open it. */
function FlagLine({ flag, otherClaimPath }: { flag: ReceiptFlag; otherClaimPath: ((id: number) => string) | null }) {
  const t = useT();
  const other = flag.kind === 'invoiceNumberUsed' ? flag.otherClaimId : null;
  return (
    <WarningLine component="li">
      {receiptFlagText(flag, t)}
      {other !== null && otherClaimPath !== null && (
        <>
          {' '}
          <Anchor href={otherClaimPath(other)} target="_blank" rel="noopener noreferrer" size="sm">
            {t('receipt.flag.openOther', { id: other })}
            <span style={visuallyHidden}> {t('app.opensInNewTab')}</span>
          </Anchor>
        </>
      )}
    </WarningLine>
  );
}

/**
 * 'Read from the file' (issue 19): what the server read from one of a claim's files, and each place where it
 * disagrees with the claim, for reviewers, providers and support staff alike. `otherClaimPath` links a claim with the
 * same invoice, for support staff (the server names the other claim to them only). `receiptNumber`, the one the parent
 * gave with the file, is compared with the invoice number read, ignoring punctuation.
 */
export function FileReading({
  reading,
  receiptNumber = null,
  otherClaimPath = null,
}: {
  reading: ReceiptReadingView;
  receiptNumber?: string | null;
  otherClaimPath?: ((id: number) => string) | null;
}) {
  const t = useT();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} c="dimmed">
        {t('receipt.read.title')}
      </Text>
      {reading.status === 'pending' ? (
        <Text size="sm">{t('receipt.read.pending')}</Text>
      ) : (
        <ReadFacts reading={reading} receiptNumber={receiptNumber} />
      )}
      {reading.flags.length > 0 && (
        <Stack component="ul" gap={4} m={0} mt={4} p={0} style={{ listStyle: 'none' }}>
          {reading.flags.map((flag) => (
            <FlagLine key={JSON.stringify(flag)} flag={flag} otherClaimPath={otherClaimPath} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
