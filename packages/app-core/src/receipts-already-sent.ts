import { ApiError, type ApiClient } from '@ace/api-client';
import {
  alreadySentText,
  invoiceNumberKey,
  receiptNumberRule,
  sentClaimsTogether,
  type SentClaim,
  type Translate,
} from '@ace/domain';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ClaimFormFile } from './claim-form-state.ts';
import type { ReceiptReading } from './receipt-readings.ts';

/** The code of the server's refusal of a receipt the family already sent, sent without a reason. */
export const RECEIPT_ALREADY_SENT = 'RECEIPT_ALREADY_SENT';

/** The key the number checks are kept by in the query cache: forgotten once a claim is sent. */
export const RECEIPT_NUMBER_CHECKS = 'receipt-number-sent';

/** How long a typed receipt number stays the same before the form asks about it. */
export const NUMBER_SETTLES_MS = 600;

/** A file's warnings from the server, by the file and the receipt number it was sent with. */
type Refusals = ReadonlyMap<string, string>;

const refusalKey = (file: ClaimFormFile) => `${file.fingerprint}|${file.receiptNumber}`;

/** A typed receipt number worth asking about: one the form takes, as the server compares it; null otherwise. */
export function checkableNumber(typed: string): string | null {
  const trimmed = typed.trim();
  return trimmed !== '' && receiptNumberRule().safeParse(trimmed).success ? invoiceNumberKey(trimmed) : null;
}

/** What the form knows of the receipts the family already sent. */
export interface AlreadySentSources {
  readingOf: (fingerprint: string) => ReceiptReading | undefined;
  /** The family's claims holding each typed receipt number asked about, by its key (checkableNumber). */
  numbers: ReadonlyMap<string, readonly SentClaim[]>;
  /** The server's warnings of a claim it refused (RECEIPT_ALREADY_SENT). */
  refusals: Refusals;
}

/**
 * The warning beside each file, by position, or null: the server's own words when it refused the file as it stands,
 * else the claims the file's reading and its typed receipt number are known to be on.
 */
export function alreadySentWarnings(
  files: readonly ClaimFormFile[],
  sources: AlreadySentSources,
  t: Translate,
): (string | null)[] {
  return files.map((file) => {
    const refused = sources.refusals.get(refusalKey(file));
    if (refused !== undefined) return refused;
    const reading = sources.readingOf(file.fingerprint);
    const number = checkableNumber(file.receiptNumber);
    return alreadySentText(
      sentClaimsTogether([
        reading?.state === 'read' ? reading.suggestions.alreadySent : [],
        number === null ? [] : (sources.numbers.get(number) ?? []),
      ]),
      t,
    );
  });
}

/**
 * The server's refusal of a claim whose receipts the family already sent, when `error` is one: each refused file's
 * warning (files.N), by the file and its receipt number as they were sent; null for any other failure.
 */
export function refusalsOf(error: unknown, files: readonly ClaimFormFile[]): Refusals | null {
  if (!(error instanceof ApiError) || error.code !== RECEIPT_ALREADY_SENT) return null;
  const refusals = new Map<string, string>();
  for (const issue of error.issues) {
    const position = /^files\.(\d+)$/.exec(issue.path)?.[1];
    const file = position === undefined ? undefined : files[Number(position)];
    if (file !== undefined) refusals.set(refusalKey(file), issue.message);
  }
  return refusals;
}

/** The value once it has stayed the same for `ms`; `key` stands for it (a new array of the same numbers is no change). */
function useSettled<Value>(value: Value, key: string, ms: number): Value {
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled({ key, value });
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [key, ms]);
  return settled.value;
}

export interface AlreadySentSetup {
  api: Pick<ApiClient, 'claims'>;
  t: Translate;
  files: readonly ClaimFormFile[];
  readingOf: (fingerprint: string) => ReceiptReading | undefined;
}

export interface AlreadySent {
  /** The warning beside each file, by position (null when none). */
  warnings: (string | null)[];
  /** A receipt of the form is known to be on another claim of the family: the reason is asked. */
  any: boolean;
  /** Keeps the server's refusal of these files, when `error` is one (RECEIPT_ALREADY_SENT); whether it was. */
  takeRefusal: (error: unknown, files: readonly ClaimFormFile[]) => boolean;
}

/**
 * A receipt the family already sent (issue 36), as the claim form warns of it before it is sent: by what was read from
 * each chosen file, by each typed receipt number once it settles (GET /api/user/claim/receipt-number), and by the
 * server's refusal of a claim sent anyway (app and web at once). The server checks again; its answer counts.
 */
export function useAlreadySent(setup: AlreadySentSetup): AlreadySent {
  const { api, t, files, readingOf } = setup;
  const typed = [...new Set(files.flatMap((file) => checkableNumber(file.receiptNumber) ?? []))];
  const numbers = useSettled(typed, typed.join(','), NUMBER_SETTLES_MS);
  const checks = useQueries({
    queries: numbers.map((number) => ({
      queryKey: [RECEIPT_NUMBER_CHECKS, number],
      queryFn: () => api.claims.alreadySentNumber(number),
      staleTime: 60_000,
      retry: false,
    })),
  });
  const known = new Map(numbers.map((number, index) => [number, checks[index]?.data ?? []]));
  const [refusals, setRefusals] = useState<Refusals>(new Map());
  const warnings = alreadySentWarnings(files, { readingOf, numbers: known, refusals }, t);
  return {
    warnings,
    any: warnings.some((warning) => warning !== null),
    takeRefusal: (error, sent) => {
      const refused = refusalsOf(error, sent);
      if (refused === null) return false;
      setRefusals(refused);
      return true;
    },
  };
}
