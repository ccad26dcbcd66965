/**
 * What one fixture says, independent of how it is drawn: the provider, the numbers, the dates, the lines and the
 * amounts. Every text a layout prints about money or dates comes from printedDocument(), and the expected answer
 * comes from the same fields, so the two cannot drift apart.
 */
export type IsoDate = `${number}-${number}-${number}`;

export const dateStyles = ['us-slash', 'us-short', 'iso', 'medium', 'long', 'day-month'] as const;
export type DateStyle = (typeof dateStyles)[number];

export const fixtureKinds = ['text-pdf', 'scanned-pdf', 'image', 'handwritten'] as const;
export type FixtureKind = (typeof fixtureKinds)[number];

export type FileFormat = 'pdf' | 'png' | 'jpeg';

export type LayoutName =
  'classic' | 'centered' | 'right-head' | 'banner' | 'letter' | 'order' | 'thermal' | 'receipt-book';

export type Face = 'sans' | 'serif' | 'mono';

export type PageSize = 'letter' | 'half-letter' | 'receipt-book' | 'thermal';

export interface MoneyStyle {
  symbol: boolean;
  thousands: boolean;
}

export interface LineItem {
  description: string;
  quantity: number;
  unitCents: number;
  date?: IsoDate;
  code?: string;
}

export interface Payment {
  label: string;
  cents: number;
  date?: IsoDate;
}

export interface Provider {
  name: string;
  tagline?: string;
  address: string[];
  contact: string[];
}

export interface ReceiptDocument {
  slug: string;
  kind: FixtureKind;
  format: FileFormat;
  layout: LayoutName;
  page: PageSize;
  face: Face;
  headFace: Face;
  provider: Provider;
  title: string;
  number?: { label: string; value: string };
  issueLabel: string;
  issueDate: IsoDate;
  dueDate?: IsoDate;
  servicePeriod?: { from: IsoDate; to: IsoDate };
  billToLabel: string;
  billTo: string[];
  references: [string, string][];
  quantityHeader: string;
  rateHeader: string;
  items: LineItem[];
  discount?: { label: string; cents: number };
  tax?: { label: string; basisPoints: number };
  shippingCents?: number;
  totalLabel: string;
  payments: Payment[];
  balanceLabel: string;
  paidWith?: string;
  dateStyle: DateStyle;
  money: MoneyStyle;
  handwritten: { total: boolean; date: boolean };
  footer: string[];
  note?: string;
}

export interface PrintedLine {
  label: string;
  value: string;
  strong: boolean;
  handwritten: boolean;
}

export interface PrintedTable {
  headers: string[];
  align: ('left' | 'right')[];
  rows: string[][];
}

export interface PrintedDocument {
  meta: PrintedLine[];
  table: PrintedTable;
  totals: PrintedLine[];
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function dateParts(date: IsoDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) throw new Error(`bad date ${date}`);
  return { year, month, day };
}

function monthName(month: number): string {
  const name = monthNames[month - 1];
  if (name === undefined) throw new Error(`bad month ${month}`);
  return name;
}

export function isoDate(year: number, month: number, day: number): IsoDate {
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.toISOString().slice(0, 10) as IsoDate;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = dateParts(date);
  return isoDate(year, month, day + days);
}

const pad = (value: number): string => String(value).padStart(2, '0');

export function formatDate(date: IsoDate, style: DateStyle): string {
  const { year, month, day } = dateParts(date);
  switch (style) {
    case 'us-slash':
      return `${pad(month)}/${pad(day)}/${year}`;
    case 'us-short':
      return `${month}/${day}/${pad(year % 100)}`;
    case 'iso':
      return date;
    case 'medium':
      return `${monthName(month).slice(0, 3)} ${day}, ${year}`;
    case 'long':
      return `${monthName(month)} ${day}, ${year}`;
    case 'day-month':
      return `${day} ${monthName(month).slice(0, 3)} ${year}`;
  }
}

/** A period as people write it: "Oct 1 – Oct 29, 2026" names the year once when both ends share it. */
export function formatPeriod(from: IsoDate, to: IsoDate, style: DateStyle): string {
  const start = dateParts(from);
  const end = dateParts(to);
  if ((style === 'medium' || style === 'long') && start.year === end.year) {
    const short = (month: number): string => (style === 'medium' ? monthName(month).slice(0, 3) : monthName(month));
    return `${short(start.month)} ${start.day} \u2013 ${short(end.month)} ${end.day}, ${end.year}`;
  }
  return `${formatDate(from, style)} \u2013 ${formatDate(to, style)}`;
}

export function formatMoney(cents: number, style: MoneyStyle): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = String(Math.floor(absolute / 100));
  const grouped = style.thousands ? dollars.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : dollars;
  return `${sign}${style.symbol ? '$' : ''}${grouped}.${pad(absolute % 100)}`;
}

export function lineCents(item: LineItem): number {
  return Math.round(item.quantity * item.unitCents);
}

export interface DocumentAmounts {
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
  paid: number;
  balance: number;
}

export function documentAmounts(doc: ReceiptDocument): DocumentAmounts {
  const subtotal = doc.items.reduce((sum, item) => sum + lineCents(item), 0);
  const discount = doc.discount?.cents ?? 0;
  const tax = doc.tax ? Math.round(((subtotal - discount) * doc.tax.basisPoints) / 10_000) : 0;
  const shipping = doc.shippingCents ?? 0;
  const total = subtotal - discount + tax + shipping;
  const paid = doc.payments.reduce((sum, payment) => sum + payment.cents, 0);
  return { subtotal, discount, tax, shipping, total, paid, balance: total - paid };
}

function quantityText(quantity: number): string {
  return Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(1);
}

function line(label: string, value: string, strong = false, handwritten = false): PrintedLine {
  return { label, value, strong, handwritten };
}

export function printedDocument(doc: ReceiptDocument): PrintedDocument {
  const date = (value: IsoDate): string => formatDate(value, doc.dateStyle);
  const money = (cents: number): string => formatMoney(cents, doc.money);
  const meta: PrintedLine[] = [];
  if (doc.number) meta.push(line(doc.number.label, doc.number.value));
  meta.push(line(doc.issueLabel, date(doc.issueDate), false, doc.handwritten.date));
  if (doc.servicePeriod) {
    meta.push(line('Service period', formatPeriod(doc.servicePeriod.from, doc.servicePeriod.to, doc.dateStyle)));
  }
  if (doc.dueDate) meta.push(line('Due date', date(doc.dueDate)));
  for (const [label, value] of doc.references) meta.push(line(label, value));

  const dated = doc.items.some((item) => item.date !== undefined);
  const coded = doc.items.some((item) => item.code !== undefined);
  const headers = [
    ...(dated ? ['Date'] : []),
    ...(coded ? ['Code'] : []),
    'Description',
    doc.quantityHeader,
    doc.rateHeader,
    'Amount',
  ];
  const align: ('left' | 'right')[] = [
    ...(dated ? (['left'] as const) : []),
    ...(coded ? (['left'] as const) : []),
    'left',
    'right',
    'right',
    'right',
  ];
  const rows = doc.items.map((item) => [
    ...(dated ? [item.date ? date(item.date) : ''] : []),
    ...(coded ? [item.code ?? ''] : []),
    item.description,
    quantityText(item.quantity),
    money(item.unitCents),
    money(lineCents(item)),
  ]);

  const amounts = documentAmounts(doc);
  const totals: PrintedLine[] = [];
  const adjusted = doc.discount !== undefined || doc.tax !== undefined || doc.shippingCents !== undefined;
  const handTotalOnly = doc.handwritten.total && doc.payments.length === 0;
  if (adjusted || (doc.items.length > 1 && !handTotalOnly)) totals.push(line('Subtotal', money(amounts.subtotal)));
  if (doc.discount) totals.push(line(doc.discount.label, money(-amounts.discount)));
  if (doc.tax) totals.push(line(doc.tax.label, money(amounts.tax)));
  if (doc.shippingCents !== undefined) totals.push(line('Shipping', money(amounts.shipping)));
  const owed = doc.payments.length === 0;
  totals.push(line(doc.totalLabel, money(amounts.total), true, owed && doc.handwritten.total));
  for (const payment of doc.payments) {
    const when = payment.date ? ` ${date(payment.date)}` : '';
    totals.push(line(`${payment.label}${when}`, money(-payment.cents)));
  }
  if (!owed) totals.push(line(doc.balanceLabel, money(amounts.balance), true, doc.handwritten.total));
  if (doc.paidWith) totals.push(line(doc.paidWith, money(owed ? amounts.total : amounts.paid)));
  return { meta, table: { headers, align, rows }, totals };
}

export interface ExpectedFields {
  file: string;
  kind: FixtureKind;
  mimeType: 'application/pdf' | 'image/png' | 'image/jpeg';
  totalCents: number;
  dates: IsoDate[];
  serviceDates: IsoDate[];
  invoiceNumber: string | null;
  providerName: string;
  note?: string;
}

export function fileName(doc: ReceiptDocument, index: number): string {
  const extension = doc.format === 'jpeg' ? 'jpg' : doc.format;
  return `${pad(index + 1)}-${doc.slug}.${extension}`;
}

const mimeTypes = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' } as const;

export function expectedFields(doc: ReceiptDocument, index: number): ExpectedFields {
  const amounts = documentAmounts(doc);
  const itemDates = doc.items.flatMap((item) => (item.date ? [item.date] : []));
  const printed = [
    doc.issueDate,
    ...(doc.dueDate ? [doc.dueDate] : []),
    ...(doc.servicePeriod ? [doc.servicePeriod.from, doc.servicePeriod.to] : []),
    ...itemDates,
    ...doc.payments.flatMap((payment) => (payment.date ? [payment.date] : [])),
  ];
  const served = doc.servicePeriod
    ? [doc.servicePeriod.from, doc.servicePeriod.to]
    : itemDates.length > 0
      ? itemDates
      : [doc.issueDate];
  const sortedServed = [...new Set(served)].sort();
  const first = sortedServed[0] ?? doc.issueDate;
  const last = sortedServed.at(-1) ?? first;
  const notes = [
    ...(doc.payments.length > 0
      ? [
          `Document total ${formatMoney(amounts.total, { symbol: true, thousands: true })} less ` +
            `${formatMoney(amounts.paid, { symbol: true, thousands: true })} already paid; the expected amount is ` +
            `the ${doc.balanceLabel.toLowerCase()} still owed.`,
        ]
      : []),
    ...(doc.note ? [doc.note] : []),
  ];
  return {
    file: fileName(doc, index),
    kind: doc.kind,
    mimeType: mimeTypes[doc.format],
    totalCents: amounts.balance,
    dates: [...new Set(printed)].sort(),
    serviceDates: first === last ? [first] : [first, last],
    invoiceNumber: doc.number?.value ?? null,
    providerName: doc.provider.name,
    ...(notes.length > 0 ? { note: notes.join(' ') } : {}),
  };
}
