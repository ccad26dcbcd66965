import { isIsoDate, type Cents, type IsoDate, type ReceiptFields, type ReadField } from '@ace/domain';
import * as chrono from 'chrono-node';
import { amountsIn } from './amounts.ts';

/**
 * The fields of an invoice or receipt, found in its text (a PDF's text layer or what OCR read), line by line: the
 * total by the label beside it, the dates by chrono-node's parser, the invoice number by its label, the provider by
 * the letterhead. Each comes with a confidence from 0 to 1: how sure the reading of its label is, times how sure
 * OCR was of the text (1 for a text layer). Nothing here decides anything about a claim (see receiptFlags).
 */

/**
 * Labels of the amount a family paid or owes, in English, Spanish and the common European languages, with how sure
 * each is to be that amount: what is still owed first, then what was paid, then a grand total, then a plain total.
 */
const totalLabels: readonly { pattern: RegExp; confidence: number }[] = [
  {
    pattern:
      /\b(balance|amount|total)\s+(due|payable)\b|\bplease\s+pay\b|\b(importe|saldo)\s+(adeudado|pendiente|a\s+pagar)\b|\btotal\s+a\s+pagar\b|\bmontant\s+d[ûu]\b|\b(net|reste)\s+[àa]\s+payer\b|\boffener\s+betrag\b|\bzahlbetrag\b|\bzu\s+zahlen\b|\bimporto\s+dovuto\b|\bda\s+pagare\b|\b(totaal\s+)?te\s+betalen\b|\bopenstaand\s+bedrag\b/i,
    confidence: 0.95,
  },
  { pattern: /^(balance|saldo|solde)\b/i, confidence: 0.93 },
  { pattern: /\b(amount|total)\s+paid\b|\bpaid\s+in\s+full\b|\b(total|importe)\s+pagado\b/i, confidence: 0.92 },
  {
    pattern:
      /\bgrand\s+total\b|\btotal\s+(amount|charges|general|factura|ttc)\b|\binvoice\s+total\b|\bimporte\s+total\b|\bgesamt(betrag|summe)\b|\brechnungsbetrag\b|\bendbetrag\b|\bmontant\s+(ttc|total)\b|\btotale\s+(documento|fattura)\b|\beindtotaal\b/i,
    confidence: 0.9,
  },
  { pattern: /\btotal(e|en)?\b|\btotaal\b|\bgesamt\b|\bsumme\b/i, confidence: 0.8 },
];
/** Lines that name a part of the total, a payment or the total in words, never the amount to claim. */
const notTotal =
  /\bsub[\s-]?total(e)?\b|\bsubtotaal\b|\bzwischensumme\b|\bsous[\s-]total\b|\btotal\s+ht\b|\bimponibile\b|\bnetto\b|\btax(es)?\b|\bi\.?v\.?a\b|\bmwst\b|\bust\b|\btva\b|\bbtw\b|\b[cis]?gst\b|\bvat\b|\bdiscount\b|\bdescuento\b|\brabatt\b|\bremise\b|\bsconto\b|\bkorting\b|\bdeposit\b|\banticipo\b|\bprevious\b|\btip\b|\bpropina\b|\bsavings?\b|\bchange\b|\bcambio\b|\bwechselgeld\b|\bin\s+words\b|\ben\s+letras\b|\bin\s+worten\b|\ben\s+lettres\b|\btendered\b|\bcash\b|\befectivo\b/i;
/** 'incl. VAT', 'IVA incluido': a total with its tax in it, still the total. */
const taxIncluded = /\bincl(\.|uded|uido|usive)?\b|\binkl\b|\btaxes\s+comprises\b/i;

/** A label alone on its line (a colon or a currency beside it at most): its value is on the line below. */
const aloneOnLine = (line: string, pattern: RegExp) =>
  line.replace(pattern, '').replace(/[\s:.\-–$€£₹()]|USD|EUR|MXN|INR/gi, '') === '';

function seenElsewhere(lines: readonly string[], at: number, cents: Cents): boolean {
  return lines.some(
    (line, index) => index !== at && amountsIn(line).some((amount) => Math.abs(amount.cents) === cents),
  );
}

function totalOf(lines: readonly string[]): ReadField<Cents> | null {
  let best: ReadField<Cents> | null = null;
  for (const [index, line] of lines.entries()) {
    if (notTotal.test(line) && !taxIncluded.test(line)) continue;
    const label = totalLabels.find(({ pattern }) => pattern.test(line));
    if (label === undefined) continue;
    const labelAt = line.search(label.pattern);
    // The amount after the label on its line, or under it when the label stands alone (a table's cell above its value).
    const beside = amountsIn(line).filter((amount) => amount.index > labelAt);
    const below = aloneOnLine(line, label.pattern) ? amountsIn(lines[index + 1] ?? '').slice(0, 1) : [];
    const amount = beside.at(-1) ?? below.at(0);
    // A balance of nothing says the invoice is paid: the total paid is the amount.
    if (amount === undefined || amount.cents <= 0) continue;
    // A number without currency or cents ('3.610' where OCR lost a '₹') is money only because the label says so:
    // sure only when the page shows the same amount again (a subtotal, a line, a payment).
    const confirmed = amount.sureness === 'marked' || seenElsewhere(lines, index, amount.cents);
    const confidence = confirmed ? label.confidence : label.confidence * 0.6;
    // Later lines win a tie: totals come after the lines they add up.
    if (best === null || confidence >= best.confidence) best = { value: amount.cents, confidence };
  }
  if (best !== null) return best;
  // No label read: the largest amount on the page is most often the total, but not surely.
  const largest = Math.max(
    0,
    ...lines.flatMap((line) =>
      amountsIn(line)
        .filter((amount) => amount.sureness === 'marked')
        .map((amount) => amount.cents),
    ),
  );
  return largest > 0 ? { value: largest, confidence: 0.4 } : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

function isoOf(components: chrono.ParsedComponents, readAt: Date): IsoDate | null {
  const printedYear = components.get('year');
  const month = components.get('month');
  const day = components.get('day');
  // A time alone ('10:42') gives a day only by taking today's: not a printed date.
  if (printedYear === null || month === null || day === null || !components.isCertain('day')) return null;
  // A date printed without its year is of the past year, not the coming one: a family uploads what it has paid for.
  const later = `${printedYear}-${pad(month)}-${pad(day)}` > readAt.toISOString().slice(0, 10);
  const year = !components.isCertain('year') && later ? printedYear - 1 : printedYear;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(date) ? date : null;
}

type Language = 'en' | 'es' | 'de' | 'fr' | 'it' | 'nl';

/** Words that give a document's language away (labels invoices print), English when none does. */
const languageWords: readonly [Language, RegExp][] = [
  ['es', /\b(factura|fecha|importe|recibo|vencimiento|cliente|pagar|precio|cant|descripci[óo]n)\b/i],
  ['de', /\b(rechnung|rechnungsdatum|datum|gesamtbetrag|betrag|mwst|zwischensumme|menge|preis)\b/i],
  ['fr', /\b(facture|montant|tva|prix|qt[ée])\b|[ée]ch[ée]ance/i],
  ['it', /\b(fattura|totale|scadenza|prezzo|imponibile|qt[àa])\b/i],
  ['nl', /\b(factuur|totaal|btw|vervaldatum|prijs|aantal|omschrijving)\b/i],
];

function languageOf(lines: readonly string[]): Language {
  let best: { language: Language; lines: number } = { language: 'en', lines: 1 };
  for (const [language, words] of languageWords) {
    const count = lines.filter((line) => words.test(line)).length;
    if (count > best.lines) best = { language, lines: count };
  }
  return best.language;
}

const numericDate = /\b(\d{1,2})[./-](\d{1,2})[./-](\d{2,4})\b/g;
/** Currencies of the countries that write the day first. */
const dayFirstCurrency = /€|£|₹|\bRs\.?|\bINR\b|\bEUR\b|\bGBP\b/;

/**
 * Whether '05/03/2026' is the 5th of March: yes when another date of the document can only be read day first
 * ('24/03/2026'), no when one can only be read month first ('03/24/2026'); else as the document's language and
 * currency suggest (English in dollars: month first).
 */
function dayFirst(lines: readonly string[], language: Language): boolean {
  const text = lines.join('\n');
  for (const [, first, second] of text.matchAll(numericDate)) {
    if (Number(first) > 12 && Number(second) <= 12) return true;
    if (Number(second) > 12 && Number(first) <= 12) return false;
  }
  return language !== 'en' || dayFirstCurrency.test(text);
}

const dayFirstEnglish = new chrono.Chrono(chrono.en.configuration.createConfiguration(true, true));
const languageParsers: Readonly<Record<Exclude<Language, 'en'>, chrono.Chrono>> = {
  es: chrono.es.strict,
  de: chrono.de.strict,
  fr: chrono.fr.strict,
  it: chrono.it.strict,
  nl: chrono.nl.strict,
};

/**
 * A parser of the dates on a line of this document: English month names and numbers (day or month first as the
 * document shows), and month names in the document's own language ('17 de febrero de 2026', '15. April 2026').
 */
function dateParser(lines: readonly string[]): (line: string, readAt: Date) => chrono.ParsedResult[] {
  const language = languageOf(lines);
  const english = dayFirst(lines, language) ? dayFirstEnglish : chrono.strict;
  const own = language === 'en' ? null : languageParsers[language];
  return (line, readAt) => {
    const found = [english, ...(own === null ? [] : [own])]
      .flatMap((parser) => parser.parse(line, readAt, { forwardDate: false }))
      .sort((a, b) => a.index - b.index || b.text.length - a.text.length);
    // Where both read the same words, the first (and longest) reading stands.
    const kept: chrono.ParsedResult[] = [];
    for (const result of found) {
      const last = kept.at(-1);
      if (last === undefined || result.index >= last.index + last.text.length) kept.push(result);
    }
    return kept;
  };
}

/** A date of an invoice a family uploads: from ten years before it is read to a year after ('30' read as 2030 is none). */
function plausible(date: IsoDate, readAt: Date): boolean {
  const year = Number(date.slice(0, 4));
  return year >= readAt.getUTCFullYear() - 10 && year <= readAt.getUTCFullYear() + 1;
}

/** Dates that are not of the service or the invoice: when to pay (in the common languages), and a birthday. */
const notServiceDate =
  /\bdue\b|\bpay\s+by\b|\bbirth\b|\bdob\b|\bexpir|\bvence\b|\bvencimiento\b|\bvto\b|\bf[äa]llig|[ée]ch[ée]ance|\bscadenza\b|\bverval/i;
/** A payment's date (a deposit, a retainer, a refund): neither the service's nor the invoice's. */
const paymentLabel = /\bpaid\b|\bpayment\b|\bretainer\b|\bdeposit\b|\brefund/i;
const serviceLabel =
  /\bservice|\bsession|\blesson|\bclass(es)?\b|\bperiod\b|\bweek\b|\bcamp\b|\btutoring\b|\bvisit\b|\bappointment\b/i;
/** The document's own date: 'Invoice date', 'Date issued', 'Fecha de factura', a 'Date' label right before it. */
const documentLabel =
  /\b(invoice|statement|receipt|order|issued?|billing|printed|created|creada|emitida|factura|recibo|rechnung|facture|fattura|factuur)\b|\b(dated?|fecha|datum|data)\s*:?\s*$/i;

interface DatesRead {
  /** Every date of the service or the invoice on it, sorted, once each. */
  dates: IsoDate[];
  /** The date of service to suggest: the first of the service (a line item's, a period's), else the document's. */
  serviceDate: ReadField<IsoDate> | null;
}

/**
 * The dates of a document by what stands before each on its line (or alone on the line above it): a label of the
 * document's date, of a payment, of a due date or a birthday; anything else (a line item's date, a service period)
 * is a date of service. Numeric dates are read day first where the document shows it (documentDates).
 */
function datesOf(lines: readonly string[], readAt: Date): DatesRead {
  const service = new Set<IsoDate>();
  const documentDates = new Set<IsoDate>();
  /** Dates printed without a year (or what OCR left of one): the year is a guess. */
  const withoutYear = new Set<IsoDate>();
  const parse = dateParser(lines);
  for (const [index, line] of lines.entries()) {
    let from = 0;
    for (const result of parse(line, readAt)) {
      const onLine = line.slice(from, result.index);
      from = result.index + result.text.length;
      const above = lines[index - 1] ?? '';
      // A label alone on the line above (a form's field over its value).
      const before = onLine.trim() === '' && !/\d/.test(above) ? above : onLine;
      // A date printed as such, not one worked out from words ('returns within 30 days').
      const printed = ![...result.start.tags()].some((tag) => tag.includes('relative'));
      // A month and a number in two columns or after a comma ('March, 30 minutes', 'Febbraio  4') with no year.
      // With no year: words from two cells of a table ('Febbraio  4'), or a month, a comma and a number of something
      // else ('March, 30 minutes').
      const yearless = !result.start.isCertain('year') && result.end?.isCertain('year') !== true;
      const stray = yearless && /^\p{L}+\.?,|\s{2}/u.test(result.text);
      if (!printed || stray || paymentLabel.test(before) || notServiceDate.test(before)) continue;
      const found = [result.start, ...(result.end ? [result.end] : [])].flatMap((components) => {
        const date = isoOf(components, readAt);
        return date === null || !plausible(date, readAt) ? [] : [date];
      });
      const into = !serviceLabel.test(before) && documentLabel.test(before) ? documentDates : service;
      for (const date of found) into.add(date);
      if (yearless) for (const date of found) withoutYear.add(date);
    }
  }
  const dates = [...new Set([...service, ...documentDates])].sort();
  const first = (set: Set<IsoDate>) => [...set].sort()[0];
  const serviceDate = first(service);
  const documentDate = first(documentDates);
  const suggested = (value: IsoDate, confidence: number) => ({
    value,
    confidence: withoutYear.has(value) ? confidence * 0.6 : confidence,
  });
  return {
    dates,
    serviceDate:
      serviceDate !== undefined
        ? suggested(serviceDate, 0.85)
        : documentDate !== undefined
          ? suggested(documentDate, 0.7)
          : null,
  };
}

/**
 * 'Invoice #1042', 'Invoice No. INV-2026-0117', 'Receipt number: R-88213', 'Order #A19-332', 'Ref: 55-9031',
 * 'Receipt # A.19.332', 'Factura nº F-2026-0042', 'Rechnung Nr. 2026-1129', 'Sale ID: POS 4821': the number as
 * printed, its dashes, slashes and dots kept (invoiceNumberKey compares numbers without them).
 */
const numberPattern =
  /\b(invoice|inv|receipt|order|ref(?:erence)?|transaction|confirmation|statement|factura|fact|recibo|ticket|rechnung|beleg|facture|fattura|factuur|sale)\b\.?\s*(no\.?|nr\.?|n[°º]\.?|number|num\.?|n[úu]m(?:ero)?\.?|numero|nummer|#|id)?\s*[:#]?\s*([A-Z]{2,4} \d{2,}(?![-–/._\w])|[A-Z0-9]+(?:[-–/._][A-Z0-9]+)*)/gi;
/** The number's label and the number in two lines: 'Invoice ID' over 'ACC-SINV-2026-00311'. */
const numberLabelAlone =
  /^(invoice|receipt|factura|rechnung|facture|fattura|factuur)?\s*(no\.?|nr\.?|n[°º]\.?|number|num\.?|n[úu]m(?:ero)?\.?|numero|nummer|#|id)?\s*(de\s+)?(invoice|receipt|factura|rechnung|facture|fattura|factuur)?\s*:?$/i;
/** The Spanish order: 'ID de Venta: POS 1187', 'Número de factura: A-7731', 'Nº de recibo 0042'. */
const spanishNumberPattern =
  /\b(id|n[úu]mero|n[°º]|no\.?)\s+de\s+(venta|factura|recibo|ticket|pedido)\b\s*[:#]?\s*([A-Z]{2,4} \d{2,}(?![-–/._\w])|[A-Z0-9]+(?:[-–/._][A-Z0-9]+)*)/gi;
/** What reads like a number but is a date: '24/03/2026', '2026-03-24', '15.04.2026'. */
const fullDate = /^(\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2})$/;
/** Sale and order ids rank below the invoice's own number when a document has both. */
const lesserLabel = /^(sale|order|transaction|confirmation|ref)/i;

function invoiceNumberOf(lines: readonly string[]): ReadField<string> | null {
  // The first number read, unless a sale's or an order's id came before the invoice's own number.
  const candidates: { number: ReadField<string>; lesser: boolean }[] = [];
  const consider = (value: string, confidence: number, lesser = false) => {
    // A number has digits; 'Invoice Date' and 'Receipt Total' do not name one, and a date is none.
    if (value.length < 3 || !/\d/.test(value) || fullDate.test(value)) return;
    // Two words ('POS 4821') only as a capitalised prefix and digits, never a label and a year ('Date 2026').
    if (/\s/.test(value) && (!/^[A-Z]{2,4} \d+$/.test(value) || /^(DATE|DUE|FROM|TOTAL)\b/.test(value))) return;
    candidates.push({ number: { value, confidence }, lesser });
  };
  for (const [index, line] of lines.entries()) {
    for (const match of line.matchAll(spanishNumberPattern)) {
      consider(match[3] ?? '', 0.9, /venta|pedido/i.test(match[2] ?? ''));
    }
    for (const match of line.matchAll(numberPattern)) {
      consider(match[3] ?? '', match[2] === undefined ? 0.7 : 0.9, lesserLabel.test(match[1] ?? ''));
    }
    const cells = line.split(/\s{2,}/);
    for (const [column, cell] of cells.entries()) {
      const alone = numberLabelAlone.exec(cell.trim());
      if (alone === null || (alone[1] ?? alone[4]) === undefined || alone[2] === undefined) continue;
      // The cell under the label (on one of the next two lines, as OCR may put a line of the next column between):
      // the same column, counted from the right when the label ends its line; a code with digits and letters or dashes.
      const values = lines.slice(index + 1, index + 3).map((next) => {
        const below = next.split(/\s{2,}/);
        const under = column === cells.length - 1 ? below.at(-1) : below[column];
        return under?.trim().split(/\s+/)[0] ?? '';
      });
      const value = values.find((candidate) => /^(?=.*\d)(?=.*[A-Z-])[A-Z0-9]+(?:[-–/._][A-Z0-9]+)*$/i.test(candidate));
      if (value !== undefined) consider(value, 0.85);
    }
  }
  return (candidates.find((candidate) => !candidate.lesser) ?? candidates[0])?.number ?? null;
}

const documentTitle = /^(invoice|receipt|statement|bill|tax invoice|sales receipt|payment receipt)$/i;
/** A label or a contact, not a name: 'Date', 'Bill to', 'Client', an e-mail or web address. */
const notAName =
  /^(date|bill to|sold to|client|student|customer|guardian|phone|tel|fax|tax id)\b|@|www\.|\.(com|org|net)\b/i;
const businessWord =
  /\b(llc|inc|co|ltd|pllc|school|academy|tutor(ing|s)?|learning|center|centre|camp|music|studio|books?|institute|lessons?|therapy|arts?|clinic|strings)\b/i;

function providerNameOf(lines: readonly string[]): ReadField<string> | null {
  // The letterhead: a cell of the first lines (cells are parted by two spaces or more) with letters that is not the
  // document's title, a label, a contact, an address or a number.
  const candidates = lines
    .slice(0, 8)
    .flatMap((line) => line.split(/\s{2,}/))
    .map((cell) => cell.trim())
    .filter(
      (cell) => /[A-Za-z]{3}/.test(cell) && !documentTitle.test(cell) && !notAName.test(cell) && !/\d{3}/.test(cell),
    );
  const named = candidates.find((cell) => businessWord.test(cell));
  if (named !== undefined) return { value: named, confidence: 0.7 };
  const first = candidates[0];
  return first === undefined ? null : { value: first, confidence: 0.4 };
}

/** The fields of a document's text; `textConfidence` is OCR's (0 to 1), 1 for a text layer. */
export function receiptFieldsOf(text: string, readAt: Date, textConfidence = 1): ReceiptFields {
  const lines = text
    .split(/\r?\n/)
    // Two spaces or more part a table's columns: kept as two.
    .map((line) => line.replace(/\t/g, '  ').replace(/ {3,}/g, '  ').trim())
    .filter((line) => line !== '');
  const scaled = <Value>(field: ReadField<Value> | null): ReadField<Value> | null =>
    field === null
      ? null
      : { value: field.value, confidence: Math.round(field.confidence * textConfidence * 100) / 100 };
  const { dates, serviceDate } = datesOf(lines, readAt);
  return {
    totalCents: scaled(totalOf(lines)),
    dates,
    serviceDate: scaled(serviceDate),
    invoiceNumber: scaled(invoiceNumberOf(lines)),
    providerName: scaled(providerNameOf(lines)),
  };
}
