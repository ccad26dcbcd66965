import { WarningLine } from '../../components/warning-line.tsx';

/**
 * Beside a chosen file: that the family already sent this receipt with another claim (issue 36). The region is always
 * there, so that the warning is read out when it appears (a reading or a number check answers after the file is
 * chosen).
 */
export function AlreadySentWarning({ warning }: { warning: string | null }) {
  return <div aria-live="polite">{warning !== null && <WarningLine>{warning}</WarningLine>}</div>;
}
