/**
 * The documents of the outside set: what each says (seller, buyer, lines, dates, number, language, money format), and
 * how its money and dates are printed. Values are made up; the layouts come from other projects' templates
 * (templates.ts). Nothing here is drawn at random, so a re-run writes the same documents.
 */

export type Language = 'en' | 'es' | 'de' | 'fr' | 'it' | 'nl';

/** How a document prints an amount: symbol or code, before or after, separators, cents or none. */
export interface MoneyFormat {
  /** '$', '€', '₹', 'USD', 'EUR', 'MXN', 'Rs.' … */
  currency: string;
  before: boolean;
  space: boolean;
  decimal: '.' | ',';
  group: ',' | '.' | ' ' | '';
  cents: boolean;
  /** Indian grouping: 1,25,000. */
  lakh?: boolean;
}

export type DateStyle =
  | 'us-long' // March 5, 2026
  | 'us-short' // 03/05/2026
  | 'en-day-first' // 5 March 2026
  | 'dd-mon-yyyy' // 05-Mar-2026
  | 'es-long' // 5 de marzo de 2026
  | 'es-short' // 5 mar. 2026
  | 'eu-slash' // 05/03/2026
  | 'eu-dot' // 05.03.2026
  | 'iso'; // 2026-03-05

export interface Line {
  name: string;
  description?: string;
  quantity: number;
  priceCents: number;
}

export interface OutsideDocument {
  slug: string;
  template: TemplateName;
  language: Language;
  money: MoneyFormat;
  dateStyle: DateStyle;
  seller: { name: string; lines: readonly string[] };
  buyer: { name: string; lines: readonly string[] };
  number: string;
  issued: string;
  due: string;
  lines: Line[];
  /** Tax rate in percent, 0 for none; its name as the document prints it. */
  tax: { rate: number; name: string };
  /** Already paid: the whole total on a receipt. */
  paidInFull: boolean;
  /** The sale's own id on a point-of-sale receipt (OSPOS prints it beside or instead of an invoice number). */
  saleId?: string;
}

export type TemplateName =
  | 'sparksuite-simple'
  | 'crater-invoice1'
  | 'invoiceplane-default'
  | 'invoiceplane-german'
  | 'erpnext-pos-invoice'
  | 'erpnext-sales-invoice-print'
  | 'ospos-receipt';

export function subtotalOf(doc: OutsideDocument): number {
  return doc.lines.reduce((sum, line) => sum + Math.round(line.quantity * line.priceCents), 0);
}

export function taxOf(doc: OutsideDocument): number {
  return Math.round((subtotalOf(doc) * doc.tax.rate) / 100);
}

export function totalOf(doc: OutsideDocument): number {
  return subtotalOf(doc) + taxOf(doc);
}

function grouped(whole: string, group: string, lakh: boolean): string {
  if (group === '') return whole;
  if (lakh && whole.length > 3) {
    const last = whole.slice(-3);
    const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, group);
    return `${rest}${group}${last}`;
  }
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** An amount as the document prints it. */
export function moneyText(cents: number, format: MoneyFormat): string {
  const negative = cents < 0;
  const absolute = Math.abs(cents);
  const whole = grouped(String(Math.floor(absolute / 100)), format.group, format.lakh === true);
  const number = format.cents ? `${whole}${format.decimal}${String(absolute % 100).padStart(2, '0')}` : whole;
  const gap = format.space ? ' ' : '';
  const text = format.before ? `${format.currency}${gap}${number}` : `${number}${gap}${format.currency}`;
  return negative ? `-${text}` : text;
}

const englishMonths = [
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
];
const spanishMonths = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** A date (ISO) as the document prints it. */
export function dateText(iso: string, style: DateStyle): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  const monthIndex = Number(month) - 1;
  const dayNumber = String(Number(day));
  switch (style) {
    case 'us-long':
      return `${englishMonths[monthIndex] ?? ''} ${dayNumber}, ${year}`;
    case 'us-short':
      return `${month}/${day}/${year}`;
    case 'en-day-first':
      return `${dayNumber} ${englishMonths[monthIndex] ?? ''} ${year}`;
    case 'dd-mon-yyyy':
      return `${day}-${(englishMonths[monthIndex] ?? '').slice(0, 3)}-${year}`;
    case 'es-long':
      return `${dayNumber} de ${spanishMonths[monthIndex] ?? ''} de ${year}`;
    case 'es-short':
      return `${dayNumber} ${(spanishMonths[monthIndex] ?? '').slice(0, 3)}. ${year}`;
    case 'eu-slash':
      return `${day}/${month}/${year}`;
    case 'eu-dot':
      return `${day}.${month}.${year}`;
    case 'iso':
      return iso;
  }
}

const usd: MoneyFormat = { currency: '$', before: true, space: false, decimal: '.', group: ',', cents: true };
const eurAfter: MoneyFormat = { currency: '€', before: false, space: true, decimal: ',', group: '.', cents: true };
const eurBefore: MoneyFormat = { currency: '€', before: true, space: true, decimal: ',', group: '.', cents: true };
const inr: MoneyFormat = {
  currency: '₹',
  before: true,
  space: true,
  decimal: '.',
  group: ',',
  cents: true,
  lakh: true,
};

const seller = {
  us1: { name: 'Harbor Light Tutoring Co.', lines: ['218 Elm Street', 'Dayton, OH 45402', '(937) 555-0184'] },
  us2: { name: 'Northfield Music Studio', lines: ['44 Orchard Lane', 'Akron, OH 44308', 'Tel. 330-555-0147'] },
  us3: { name: 'Blue Heron Day Camp', lines: ['1200 Lakeview Rd', 'Toledo, OH 43611'] },
  us4: { name: 'Corner Books & Learning', lines: ['9 Market Square', 'Athens, OH 45701', '740-555-0119'] },
  es1: { name: 'Academia Sol y Luna S.L.', lines: ['Calle Mayor 14, 2º', '28013 Madrid', 'CIF B-86412357'] },
  es2: { name: 'Papelería El Lápiz', lines: ['Av. de la Constitución 33', '41001 Sevilla', 'NIF 28714563K'] },
  mx1: { name: 'Colegio de Idiomas Maya', lines: ['Av. Reforma 220, Col. Juárez', 'CDMX 06600', 'RFC CIM080512KJ3'] },
  de1: { name: 'Nachhilfe Schmidt GmbH', lines: ['Bahnhofstraße 12', '80335 München', 'USt-IdNr. DE284711693'] },
  fr1: { name: 'Atelier Musical Dupont', lines: ['12 rue des Lilas', '69003 Lyon', 'SIRET 812 345 678 00021'] },
  it1: { name: 'Scuola di Musica Verdi', lines: ['Via Roma 21', '20121 Milano', 'P.IVA 09876543210'] },
  nl1: { name: 'Bijles Centrum Van Dijk', lines: ['Keizersgracht 118', '1015 CW Amsterdam', 'KvK 71234567'] },
  in1: { name: 'Vidya Coaching Centre', lines: ['14 MG Road', 'Bengaluru 560001', 'GSTIN 29AABCV1234F1Z5'] },
  in2: { name: 'Saraswati Book Depot', lines: ['22 Park Street', 'Kolkata 700016', 'GSTIN 19AAGFS5678K1Z2'] },
} as const;

const buyer = {
  us: { name: 'Dana Whitfield', lines: ['77 Birch Avenue', 'Dayton, OH 45405'] },
  es: { name: 'Lucía Fernández Ruiz', lines: ['C/ Alcalá 120, 3ºB', '28009 Madrid'] },
  de: { name: 'Familie Becker', lines: ['Lindenweg 4', '81675 München'] },
  fr: { name: 'Mme Claire Martin', lines: ['8 avenue Foch', '69006 Lyon'] },
  it: { name: 'Giulia Rossi', lines: ['Corso Buenos Aires 5', '20124 Milano'] },
  nl: { name: 'Fam. De Vries', lines: ['Prinsengracht 22', '1015 DV Amsterdam'] },
  in: { name: 'Ananya Sharma', lines: ['B-204, Lake View Apts', 'Bengaluru 560034'] },
};

/** The documents of the outside set, in file order. */
export const outsideDocuments: readonly OutsideDocument[] = [
  {
    slug: 'sparksuite-us',
    template: 'sparksuite-simple',
    language: 'en',
    money: usd,
    dateStyle: 'us-long',
    seller: seller.us1,
    buyer: buyer.us,
    number: '1187',
    issued: '2026-03-05',
    due: '2026-04-04',
    lines: [
      { name: 'Math tutoring (4 sessions)', quantity: 1, priceCents: 24000 },
      { name: 'Reading assessment', quantity: 1, priceCents: 8500 },
      { name: 'Workbook', quantity: 1, priceCents: 1995 },
    ],
    tax: { rate: 0, name: '' },
    paidInFull: false,
  },
  {
    slug: 'sparksuite-es',
    template: 'sparksuite-simple',
    language: 'es',
    money: eurAfter,
    dateStyle: 'es-long',
    seller: seller.es1,
    buyer: buyer.es,
    number: 'F-2026-0042',
    issued: '2026-02-17',
    due: '2026-03-17',
    lines: [
      { name: 'Clases de refuerzo (febrero)', quantity: 1, priceCents: 18000 },
      { name: 'Material didáctico', quantity: 1, priceCents: 2450 },
      { name: 'Matrícula', quantity: 1, priceCents: 110000 },
    ],
    tax: { rate: 0, name: '' },
    paidInFull: false,
  },
  {
    slug: 'sparksuite-in',
    template: 'sparksuite-simple',
    language: 'en',
    money: { ...inr, cents: false },
    dateStyle: 'dd-mon-yyyy',
    seller: seller.in1,
    buyer: buyer.in,
    number: 'VCC/25-26/318',
    issued: '2026-01-23',
    due: '2026-02-07',
    lines: [
      { name: 'JEE Foundation course (term 2)', quantity: 1, priceCents: 4500000 },
      { name: 'Study material', quantity: 1, priceCents: 350000 },
    ],
    tax: { rate: 0, name: '' },
    paidInFull: false,
  },
  {
    slug: 'sparksuite-mx',
    template: 'sparksuite-simple',
    language: 'es',
    money: { currency: 'MXN', before: false, space: true, decimal: '.', group: ',', cents: true },
    dateStyle: 'es-short',
    seller: seller.mx1,
    buyer: buyer.es,
    number: 'A-7731',
    issued: '2026-05-21',
    due: '2026-06-20',
    lines: [
      { name: 'Curso de inglés intensivo', quantity: 1, priceCents: 345000 },
      { name: 'Examen de certificación', quantity: 1, priceCents: 120000 },
    ],
    tax: { rate: 0, name: '' },
    paidInFull: false,
  },
  {
    slug: 'crater-us',
    template: 'crater-invoice1',
    language: 'en',
    money: usd,
    dateStyle: 'us-short',
    seller: seller.us2,
    buyer: buyer.us,
    number: 'INV-000214',
    issued: '2026-04-02',
    due: '2026-04-16',
    lines: [
      { name: 'Piano lessons', description: '45-minute weekly lessons, April', quantity: 4, priceCents: 5500 },
      { name: 'Recital fee', quantity: 1, priceCents: 3500 },
    ],
    tax: { rate: 0, name: '' },
    paidInFull: false,
  },
  {
    slug: 'crater-eur',
    template: 'crater-invoice1',
    language: 'en',
    money: eurAfter,
    dateStyle: 'eu-slash',
    seller: seller.nl1,
    buyer: buyer.nl,
    number: 'INV-000087',
    issued: '2026-06-18',
    due: '2026-07-02',
    lines: [
      { name: 'Tutoring package', description: '10 hours, mathematics', quantity: 1, priceCents: 55000 },
      { name: 'Exam training', quantity: 2, priceCents: 7500 },
    ],
    tax: { rate: 21, name: 'VAT' },
    paidInFull: false,
  },
  {
    slug: 'crater-in',
    template: 'crater-invoice1',
    language: 'en',
    money: inr,
    dateStyle: 'dd-mon-yyyy',
    seller: seller.in1,
    buyer: buyer.in,
    number: 'INV-000513',
    issued: '2026-08-14',
    due: '2026-08-28',
    lines: [
      { name: 'Olympiad coaching', description: 'Mathematics, Aug-Oct', quantity: 1, priceCents: 1800000 },
      { name: 'Mock tests', quantity: 6, priceCents: 50000 },
    ],
    tax: { rate: 18, name: 'GST' },
    paidInFull: false,
  },
  {
    slug: 'crater-usd-code',
    template: 'crater-invoice1',
    language: 'en',
    money: { currency: 'USD', before: false, space: true, decimal: '.', group: ',', cents: true },
    dateStyle: 'iso',
    seller: seller.us3,
    buyer: buyer.us,
    number: 'INV-000032',
    issued: '2026-05-30',
    due: '2026-06-13',
    lines: [
      { name: 'Summer day camp', description: 'Two weeks, full days', quantity: 1, priceCents: 112000 },
      { name: 'Field trip', quantity: 2, priceCents: 4500 },
    ],
    tax: { rate: 0, name: '' },
    paidInFull: false,
  },
  {
    slug: 'invoiceplane-en',
    template: 'invoiceplane-default',
    language: 'en',
    money: usd,
    dateStyle: 'us-short',
    seller: seller.us1,
    buyer: buyer.us,
    number: '2026-017',
    issued: '2026-09-08',
    due: '2026-09-22',
    lines: [
      { name: 'Tutoring', description: 'Algebra, 6 sessions', quantity: 6, priceCents: 6000 },
      { name: 'Materials', description: 'Practice tests', quantity: 1, priceCents: 2800 },
    ],
    tax: { rate: 0, name: '' },
    paidInFull: false,
  },
  {
    slug: 'invoiceplane-en-paid',
    template: 'invoiceplane-default',
    language: 'en',
    money: usd,
    dateStyle: 'us-short',
    seller: seller.us4,
    buyer: buyer.us,
    number: '2026-104',
    issued: '2026-10-19',
    due: '2026-11-02',
    lines: [
      { name: 'Curriculum set', description: 'Grade 4 science', quantity: 1, priceCents: 18900 },
      { name: 'Lab kit', description: 'Electricity', quantity: 1, priceCents: 4650 },
    ],
    tax: { rate: 5.75, name: 'Sales tax' },
    paidInFull: true,
  },
  {
    slug: 'invoiceplane-es',
    template: 'invoiceplane-default',
    language: 'es',
    money: eurAfter,
    dateStyle: 'eu-slash',
    seller: seller.es1,
    buyer: buyer.es,
    number: '2026-0231',
    issued: '2026-03-24',
    due: '2026-04-08',
    lines: [
      { name: 'Clases particulares', description: 'Matemáticas, marzo', quantity: 8, priceCents: 2500 },
      { name: 'Cuaderno de ejercicios', description: '', quantity: 2, priceCents: 1290 },
    ],
    tax: { rate: 21, name: 'IVA' },
    paidInFull: false,
  },
  {
    slug: 'invoiceplane-de',
    template: 'invoiceplane-default',
    language: 'de',
    money: eurAfter,
    dateStyle: 'eu-dot',
    seller: seller.de1,
    buyer: buyer.de,
    number: 'RE-2026-0415',
    issued: '2026-04-15',
    due: '2026-04-29',
    lines: [
      { name: 'Nachhilfe Mathematik', description: '10 Doppelstunden', quantity: 10, priceCents: 4200 },
      { name: 'Lernmaterial', description: '', quantity: 1, priceCents: 1990 },
    ],
    tax: { rate: 19, name: 'MwSt.' },
    paidInFull: false,
  },
  {
    slug: 'invoiceplane-fr',
    template: 'invoiceplane-default',
    language: 'fr',
    money: eurAfter,
    dateStyle: 'eu-slash',
    seller: seller.fr1,
    buyer: buyer.fr,
    number: 'FA-2026-088',
    issued: '2026-01-29',
    due: '2026-02-28',
    lines: [
      { name: 'Cours de violon', description: 'Janvier, 4 cours', quantity: 4, priceCents: 3800 },
      { name: 'Location instrument', description: '', quantity: 1, priceCents: 2500 },
    ],
    tax: { rate: 20, name: 'TVA' },
    paidInFull: false,
  },
  {
    slug: 'invoiceplane-nl',
    template: 'invoiceplane-default',
    language: 'nl',
    money: eurBefore,
    dateStyle: 'eu-dot',
    seller: seller.nl1,
    buyer: buyer.nl,
    number: '2026-0093',
    issued: '2026-11-13',
    due: '2026-11-27',
    lines: [
      { name: 'Bijles wiskunde', description: '5 lessen', quantity: 5, priceCents: 4500 },
      { name: 'Examentraining', description: '', quantity: 1, priceCents: 14900 },
    ],
    tax: { rate: 21, name: 'BTW' },
    paidInFull: false,
  },
  {
    slug: 'invoiceplane-it',
    template: 'invoiceplane-default',
    language: 'it',
    money: eurBefore,
    dateStyle: 'eu-slash',
    seller: seller.it1,
    buyer: buyer.it,
    number: '2026/57',
    issued: '2026-02-26',
    due: '2026-03-13',
    lines: [
      { name: 'Lezioni di pianoforte', description: 'Febbraio', quantity: 4, priceCents: 3500 },
      { name: 'Quota associativa', description: '', quantity: 1, priceCents: 3000 },
    ],
    tax: { rate: 22, name: 'IVA' },
    paidInFull: false,
  },
  {
    slug: 'invoiceplane-german-de',
    template: 'invoiceplane-german',
    language: 'de',
    money: eurAfter,
    dateStyle: 'eu-dot',
    seller: seller.de1,
    buyer: buyer.de,
    number: '2026-1129',
    issued: '2026-07-21',
    due: '2026-08-04',
    lines: [
      { name: 'Feriencamp', description: 'Sommerwoche 1', quantity: 1, priceCents: 32000 },
      { name: 'Verpflegung', description: '5 Tage', quantity: 5, priceCents: 850 },
    ],
    tax: { rate: 19, name: 'MwSt.' },
    paidInFull: false,
  },
  {
    slug: 'invoiceplane-german-paid',
    template: 'invoiceplane-german',
    language: 'de',
    money: { ...eurAfter, group: '.' },
    dateStyle: 'eu-dot',
    seller: seller.de1,
    buyer: buyer.de,
    number: '2026-1204',
    issued: '2026-10-02',
    due: '2026-10-16',
    lines: [
      { name: 'Intensivkurs Englisch', description: 'Herbstferien', quantity: 1, priceCents: 124000 },
      { name: 'Prüfungsgebühr', description: '', quantity: 1, priceCents: 9500 },
    ],
    tax: { rate: 0, name: '' },
    paidInFull: true,
  },
  {
    slug: 'invoiceplane-german-es',
    template: 'invoiceplane-german',
    language: 'es',
    money: { ...eurAfter, cents: false },
    dateStyle: 'eu-slash',
    seller: seller.es2,
    buyer: buyer.es,
    number: 'A-2026-318',
    issued: '2026-09-14',
    due: '2026-09-30',
    lines: [
      { name: 'Libros de texto', description: '4º ESO', quantity: 1, priceCents: 18700 },
      { name: 'Calculadora científica', description: '', quantity: 1, priceCents: 2900 },
    ],
    tax: { rate: 0, name: '' },
    paidInFull: false,
  },
  {
    slug: 'erpnext-pos-in',
    template: 'erpnext-pos-invoice',
    language: 'en',
    money: inr,
    dateStyle: 'eu-dot',
    seller: seller.in2,
    buyer: buyer.in,
    number: 'ACC-PSINV-2026-00412',
    issued: '2026-06-22',
    due: '2026-06-22',
    lines: [
      { name: 'NCERT Mathematics Class 9', quantity: 2, priceCents: 26500 },
      { name: 'Geometry box', quantity: 1, priceCents: 18000 },
      { name: 'Notebooks (pack of 12)', quantity: 3, priceCents: 42000 },
    ],
    tax: { rate: 12, name: 'GST' },
    paidInFull: true,
  },
  {
    slug: 'erpnext-pos-us',
    template: 'erpnext-pos-invoice',
    language: 'en',
    money: usd,
    dateStyle: 'us-short',
    seller: seller.us4,
    buyer: buyer.us,
    number: 'ACC-PSINV-2026-00057',
    issued: '2026-08-29',
    due: '2026-08-29',
    lines: [
      { name: 'Reading workbook, grade 3', quantity: 2, priceCents: 1499 },
      { name: 'Flash cards', quantity: 1, priceCents: 899 },
    ],
    tax: { rate: 7.25, name: 'Sales Tax' },
    paidInFull: true,
  },
  {
    slug: 'erpnext-pos-eur',
    template: 'erpnext-pos-invoice',
    language: 'en',
    money: { currency: 'EUR', before: true, space: true, decimal: ',', group: '.', cents: true },
    dateStyle: 'eu-slash',
    seller: seller.it1,
    buyer: buyer.it,
    number: 'ACC-PSINV-2026-00133',
    issued: '2026-09-17',
    due: '2026-09-17',
    lines: [
      { name: 'Spartiti', quantity: 3, priceCents: 1450 },
      { name: 'Leggio', quantity: 1, priceCents: 2900 },
    ],
    tax: { rate: 0, name: '' },
    paidInFull: true,
  },
  {
    slug: 'erpnext-pos-in-2',
    template: 'erpnext-pos-invoice',
    language: 'en',
    money: { ...inr, currency: 'Rs.' },
    dateStyle: 'dd-mon-yyyy',
    seller: seller.in1,
    buyer: buyer.in,
    number: 'ACC-PSINV-2026-00981',
    issued: '2026-12-04',
    due: '2026-12-04',
    lines: [
      { name: 'Weekend workshop: robotics', quantity: 1, priceCents: 850000 },
      { name: 'Kit deposit', quantity: 1, priceCents: 150000 },
    ],
    tax: { rate: 18, name: 'IGST' },
    paidInFull: true,
  },
  {
    slug: 'erpnext-print-us',
    template: 'erpnext-sales-invoice-print',
    language: 'en',
    money: usd,
    dateStyle: 'us-short',
    seller: seller.us2,
    buyer: buyer.us,
    number: 'ACC-SINV-2026-00311',
    issued: '2026-03-16',
    due: '2026-03-31',
    lines: [
      { name: 'Violin lessons', description: 'March, 30 minutes', quantity: 4, priceCents: 4200 },
      { name: 'Rosin and strings', description: 'Student set', quantity: 1, priceCents: 2650 },
    ],
    tax: { rate: 0, name: '' },
    paidInFull: false,
  },
  {
    slug: 'erpnext-print-in',
    template: 'erpnext-sales-invoice-print',
    language: 'en',
    money: inr,
    dateStyle: 'eu-slash',
    seller: seller.in1,
    buyer: buyer.in,
    number: 'ACC-SINV-2026-01204',
    issued: '2026-07-28',
    due: '2026-08-12',
    lines: [
      { name: 'NEET crash course', description: 'Biology and chemistry', quantity: 1, priceCents: 2400000 },
      { name: 'Test series', description: '12 tests', quantity: 1, priceCents: 300000 },
    ],
    tax: { rate: 18, name: 'GST @ 18%' },
    paidInFull: false,
  },
  {
    slug: 'erpnext-print-es',
    template: 'erpnext-sales-invoice-print',
    language: 'es',
    money: eurAfter,
    dateStyle: 'eu-slash',
    seller: seller.es1,
    buyer: buyer.es,
    number: 'ACC-SINV-2026-00045',
    issued: '2026-10-05',
    due: '2026-10-20',
    lines: [
      { name: 'Campamento urbano', description: 'Semana 1, jornada completa', quantity: 1, priceCents: 19500 },
      { name: 'Comedor', description: '5 días', quantity: 5, priceCents: 650 },
    ],
    tax: { rate: 0, name: '' },
    paidInFull: false,
  },
  {
    slug: 'erpnext-print-mx',
    template: 'erpnext-sales-invoice-print',
    language: 'es',
    money: { currency: '$', before: true, space: false, decimal: '.', group: ',', cents: true },
    dateStyle: 'es-long',
    seller: seller.mx1,
    buyer: buyer.es,
    number: 'ACC-SINV-2026-00872',
    issued: '2026-01-13',
    due: '2026-01-28',
    lines: [
      { name: 'Colegiatura enero', description: 'Nivel intermedio', quantity: 1, priceCents: 289000 },
      { name: 'Libro de texto', description: '', quantity: 1, priceCents: 64500 },
    ],
    tax: { rate: 16, name: 'IVA 16%' },
    paidInFull: false,
  },
  {
    slug: 'ospos-receipt-us',
    template: 'ospos-receipt',
    language: 'en',
    money: usd,
    dateStyle: 'us-short',
    seller: seller.us4,
    buyer: buyer.us,
    saleId: 'POS 4821',
    number: '',
    issued: '2026-08-22',
    due: '2026-08-22',
    lines: [
      { name: 'Composition book', quantity: 4, priceCents: 349 },
      { name: 'Colored pencils 24', quantity: 1, priceCents: 799 },
      { name: 'Math workbook gr 5', quantity: 1, priceCents: 1499 },
    ],
    tax: { rate: 7.25, name: 'Sales Tax' },
    paidInFull: true,
  },
  {
    slug: 'ospos-receipt-invoice-no',
    template: 'ospos-receipt',
    language: 'en',
    money: usd,
    dateStyle: 'us-short',
    seller: seller.us1,
    buyer: buyer.us,
    saleId: 'POS 5530',
    number: 'INV-58213',
    issued: '2026-11-06',
    due: '2026-11-06',
    lines: [
      { name: 'SAT prep book', quantity: 1, priceCents: 3295 },
      { name: 'Calculator TI-84', quantity: 1, priceCents: 11999 },
    ],
    tax: { rate: 5.75, name: 'Sales Tax' },
    paidInFull: true,
  },
  {
    slug: 'ospos-receipt-es',
    template: 'ospos-receipt',
    language: 'es',
    money: eurAfter,
    dateStyle: 'eu-slash',
    seller: seller.es2,
    buyer: buyer.es,
    saleId: 'POS 1187',
    number: '',
    issued: '2026-09-03',
    due: '2026-09-03',
    lines: [
      { name: 'Cuaderno A4', quantity: 5, priceCents: 215 },
      { name: 'Estuche', quantity: 1, priceCents: 895 },
      { name: 'Diccionario inglés', quantity: 1, priceCents: 1890 },
    ],
    tax: { rate: 21, name: 'IVA' },
    paidInFull: true,
  },
  {
    slug: 'ospos-receipt-in',
    template: 'ospos-receipt',
    language: 'en',
    money: { ...inr, cents: false },
    dateStyle: 'eu-slash',
    seller: seller.in2,
    buyer: buyer.in,
    saleId: 'POS 902',
    number: '',
    issued: '2026-06-15',
    due: '2026-06-15',
    lines: [
      { name: 'Atlas', quantity: 1, priceCents: 45000 },
      { name: 'Drawing book', quantity: 2, priceCents: 8000 },
    ],
    tax: { rate: 0, name: '' },
    paidInFull: true,
  },
];
