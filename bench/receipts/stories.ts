import type { Random } from './random.ts';
import { addDays, isoDate } from './receipt-document.ts';
import type { IsoDate, LineItem, ReceiptDocument } from './receipt-document.ts';
import { families, providers } from './providers.ts';
import type { Family, ProviderKey } from './providers.ts';

/** The content of a document (who, what, when, how much), before a layout and a file format are chosen. */
export type StoryContent = Pick<
  ReceiptDocument,
  | 'provider'
  | 'title'
  | 'number'
  | 'issueLabel'
  | 'issueDate'
  | 'dueDate'
  | 'servicePeriod'
  | 'billToLabel'
  | 'billTo'
  | 'references'
  | 'quantityHeader'
  | 'rateHeader'
  | 'items'
  | 'discount'
  | 'tax'
  | 'shippingCents'
  | 'totalLabel'
  | 'payments'
  | 'balanceLabel'
  | 'paidWith'
  | 'footer'
  | 'note'
>;

export type Story = (random: Random, provider: ProviderKey) => StoryContent;

const numberForms = {
  hash: (random: Random) => ({ label: 'Invoice #', value: String(random.int(1001, 2999)) }),
  invoiceNo: (random: Random, year: number) => ({
    label: 'Invoice No.',
    value: `INV-${year}-${String(random.int(1, 999)).padStart(4, '0')}`,
  }),
  receipt: (random: Random) => ({ label: 'Receipt number:', value: `R-${random.int(10000, 99999)}` }),
  ref: (random: Random) => ({ label: 'Ref:', value: `${random.int(10, 99)}-${random.int(1000, 9999)}` }),
  order: (random: Random) => ({ label: 'Order #', value: `A${random.int(10, 99)}-${random.int(100, 999)}` }),
};

function year(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

function someDay(random: Random, from: IsoDate, days: number): IsoDate {
  return addDays(from, random.int(0, days));
}

function family(random: Random): Family {
  return random.pick(families);
}

function billTo(who: Family): string[] {
  return [who.parent, who.street, who.city];
}

function card(random: Random): string {
  return `${random.pick(['Visa', 'Mastercard', 'Amex', 'Discover'])} ending ${random.int(1000, 9999)}`;
}

/** Weekly sessions from a first date; the last one ends the service period. */
function weekly(first: IsoDate, count: number, item: Omit<LineItem, 'date'>): LineItem[] {
  return Array.from({ length: count }, (_, index) => ({ ...item, date: addDays(first, 7 * index) }));
}

export const tutoringSessions: Story = (random, provider) => {
  const who = family(random);
  const first = someDay(random, isoDate(2025, 1, 6), 640);
  const rate = random.pick([4500, 5500, 6000, 6500, 7500]);
  const subject = random.pick(['Math tutoring', 'Reading tutoring', 'Algebra I tutoring', 'Writing tutoring']);
  const items = weekly(first, random.int(3, 6), { description: `${subject} (60 min)`, quantity: 1, unitCents: rate });
  const last = items.at(-1)?.date ?? first;
  const issued = addDays(last, random.int(1, 4));
  return {
    provider: providers[provider],
    title: 'INVOICE',
    number: random.next() < 0.5 ? numberForms.hash(random) : numberForms.invoiceNo(random, year(issued)),
    issueLabel: random.pick(['Date', 'Invoice date', 'Date issued']),
    issueDate: issued,
    dueDate: addDays(issued, random.pick([14, 15, 30])),
    billToLabel: 'Bill to',
    billTo: billTo(who),
    references: [
      ['Student', who.child],
      ['Student ID', String(random.int(20_000_000, 29_999_999))],
    ],
    quantityHeader: 'Hrs',
    rateHeader: 'Rate',
    items,
    totalLabel: random.pick(['Total', 'TOTAL DUE', 'Amount Due']),
    payments: [],
    balanceLabel: 'Balance Due',
    footer: ['Please make checks payable to the name above.', 'Thank you for learning with us!'],
  };
};

export const tutoringMonthly: Story = (random, provider) => {
  const who = family(random);
  const from = isoDate(random.pick([2025, 2026]), random.int(1, 10), 1);
  const to = addDays(from, random.int(26, 29));
  const hours = random.int(6, 16);
  const rate = random.pick([5000, 5500, 6500, 8500]);
  const items: LineItem[] = [
    { description: 'Individual tutoring, hours', quantity: hours, unitCents: rate },
    { description: 'Progress assessment', quantity: 1, unitCents: random.pick([4000, 7500]) },
  ];
  if (random.next() < 0.5) items.push({ description: 'Workbook and materials', quantity: 1, unitCents: 2450 });
  const previous = random.next() < 0.5;
  const issued = addDays(to, random.int(1, 3));
  return {
    provider: providers[provider],
    title: random.pick(['Invoice', 'STATEMENT']),
    number: random.next() < 0.5 ? numberForms.ref(random) : numberForms.invoiceNo(random, year(issued)),
    issueLabel: 'Statement date',
    issueDate: issued,
    dueDate: addDays(issued, 30),
    servicePeriod: { from, to },
    billToLabel: 'Account',
    billTo: [`${who.parent} (parent of ${who.child})`, who.street, who.city],
    references: [['Account no.', `${random.int(100, 999)}-${random.int(10_000, 99_999)}`]],
    quantityHeader: 'Qty',
    rateHeader: 'Rate',
    items,
    discount:
      random.next() < 0.5 ? { label: 'Sibling discount (10%)', cents: Math.round(hours * rate * 0.1) } : undefined,
    totalLabel: previous ? 'Total' : random.pick(['Amount Due', 'Balance Due', 'TOTAL DUE']),
    payments: previous
      ? [{ label: 'Payment received', cents: random.pick([10000, 20000, 25000]), date: addDays(from, 9) }]
      : [],
    balanceLabel: random.pick(['Balance Due', 'Amount Due']),
    footer: ['Balances over 30 days are subject to a 1.5% monthly late fee.'],
  };
};

export const campTuition: Story = (random, provider) => {
  const who = family(random);
  const summer = random.pick([2025, 2026]);
  const from = addDays(isoDate(summer, 6, 8), 7 * random.int(0, 5));
  const weeks = random.int(2, 6);
  const to = addDays(from, 7 * weeks - 3);
  const weekRate = random.pick([32500, 39500, 46000, 69500]);
  const deposit = random.pick([10000, 15000, 25000]);
  const issued = isoDate(summer, random.int(2, 5), random.int(1, 28));
  const items: LineItem[] = [
    { description: 'Day camp tuition, weekly', quantity: weeks, unitCents: weekRate },
    { description: 'Extended care (3-6 pm), weekly', quantity: random.int(1, weeks), unitCents: 6000 },
    { description: 'Registration fee', quantity: 1, unitCents: 5000 },
  ];
  if (random.next() < 0.5) items.push({ description: 'Camp T-shirt', quantity: 2, unitCents: 1800 });
  return {
    provider: providers[provider],
    title: 'INVOICE',
    number: random.next() < 0.5 ? numberForms.hash(random) : numberForms.invoiceNo(random, summer),
    issueLabel: 'Invoice date',
    issueDate: issued,
    dueDate: addDays(from, -14),
    servicePeriod: { from, to },
    billToLabel: 'Camper',
    billTo: [who.child, `Parent: ${who.parent}`, who.street, who.city],
    references: [['Camper ID', `C${summer % 100}-${random.int(1000, 9999)}`]],
    quantityHeader: 'Qty',
    rateHeader: 'Price',
    items,
    discount: random.next() < 0.4 ? { label: 'Early-bird discount', cents: 7500 } : undefined,
    totalLabel: random.pick(['Total', 'Grand Total', 'Total tuition']),
    payments: [{ label: 'Deposit paid', cents: deposit, date: addDays(issued, -random.int(10, 25)) }],
    balanceLabel: random.pick(['Balance Due', 'Amount Due', 'BALANCE DUE']),
    footer: ['Balance due two weeks before the first day of camp.', 'Deposits are non-refundable.'],
  };
};

export const campReceipt: Story = (random, provider) => {
  const who = family(random);
  const summer = random.pick([2025, 2026]);
  const from = addDays(isoDate(summer, 6, 15), 7 * random.int(0, 6));
  const to = addDays(from, 4);
  const paidOn = addDays(from, -random.int(5, 60));
  return {
    provider: providers[provider],
    title: 'RECEIPT',
    number: random.next() < 0.5 ? numberForms.receipt(random) : numberForms.ref(random),
    issueLabel: 'Date paid',
    issueDate: paidOn,
    servicePeriod: { from, to },
    billToLabel: 'Received from',
    billTo: [who.parent, `for camper ${who.child}`],
    references: [],
    quantityHeader: 'Qty',
    rateHeader: 'Price',
    items: [
      {
        description: random.pick(['Robotics week', 'Nature explorers week', 'Coding camp week']),
        quantity: 1,
        unitCents: random.pick([29500, 34900, 41000]),
      },
      ...(random.next() < 0.6 ? [{ description: 'Lunch plan', quantity: 5, unitCents: 850 }] : []),
    ],
    totalLabel: 'Total Paid',
    payments: [],
    balanceLabel: 'Balance',
    paidWith: random.next() < 0.5 ? `Paid by ${card(random)}` : undefined,
    footer: ['Keep this receipt for your records.'],
  };
};

export const musicStatement: Story = (random, provider) => {
  const who = family(random);
  const first = someDay(random, isoDate(2025, 1, 7), 600);
  const instrument = random.pick(['Piano', 'Violin', 'Guitar', 'Voice', 'Cello']);
  const minutes = random.pick([30, 45, 60]);
  const items = weekly(first, random.int(4, 5), {
    description: `${instrument} lesson (${minutes} min)`,
    quantity: 1,
    unitCents: minutes * random.pick([75, 90, 100]),
  });
  if (random.next() < 0.5) items.push({ description: 'Recital fee', quantity: 1, unitCents: 2500 });
  const issued = addDays(items[0]?.date ?? first, -random.int(1, 5));
  const previous = random.next() < 0.6;
  return {
    provider: providers[provider],
    title: random.pick(['Statement', 'TUITION STATEMENT', 'Invoice']),
    number: random.next() < 0.5 ? numberForms.hash(random) : undefined,
    issueLabel: 'Date',
    issueDate: issued,
    dueDate: addDays(issued, 10),
    billToLabel: 'Student',
    billTo: [who.child, `c/o ${who.parent}`, who.street, who.city],
    references: [['Teacher', random.pick(['Ms. Alvarez', 'Mr. Chen', 'Mrs. Brooks'])]],
    quantityHeader: 'Qty',
    rateHeader: 'Fee',
    items,
    totalLabel: previous ? 'New charges' : random.pick(['Amount Due', 'Total']),
    payments: previous ? [{ label: 'Credit from prior month', cents: random.pick([1500, 3000, 4500]) }] : [],
    balanceLabel: 'Amount Due',
    footer: ['Lessons missed without 24 hours notice are not refunded.'],
  };
};

export const artClass: Story = (random, provider) => {
  const who = family(random);
  const from = someDay(random, isoDate(2025, 1, 25), 590);
  const to = addDays(from, 7 * random.int(5, 9));
  const paidOn = addDays(from, -random.int(1, 20));
  return {
    provider: providers[provider],
    title: 'Receipt',
    number: random.next() < 0.4 ? numberForms.receipt(random) : undefined,
    issueLabel: 'Date',
    issueDate: paidOn,
    servicePeriod: { from, to },
    billToLabel: 'Student',
    billTo: [who.parent, `Student: ${who.child}`],
    references: [],
    quantityHeader: 'Qty',
    rateHeader: 'Price',
    items: [
      {
        description: random.pick(['Drawing & painting, 8 classes', 'Clay studio, 6 classes', 'Cartooning, 8 classes']),
        quantity: 1,
        unitCents: random.pick([18500, 22000, 26500]),
      },
      { description: 'Materials fee', quantity: 1, unitCents: random.pick([1250, 2500, 3500]) },
    ],
    totalLabel: random.pick(['Total', 'Total Paid']),
    payments: [],
    balanceLabel: 'Balance',
    paidWith: random
      .pick(['Paid by check #', 'Paid - cash', 'Paid by card'])
      .replace('#', `#${random.int(1001, 1499)}`),
    footer: ['Thank you!'],
  };
};

const books = [
  ['Saxon Math 5/4 Home Study Kit', 8995],
  ['Wordly Wise 3000 Book 4', 1495],
  ['Handwriting Without Tears Gr 2', 1350],
  ['Singapore Math 3A Textbook', 2200],
  ['Life of Fred: Fractions', 1900],
  ['Spelling Workout Level C', 1250],
  ['Illustrated Atlas of Ohio', 2499],
  ["Charlotte's Web (paperback)", 899],
  ['Science Fusion Grade 5 Workbook', 3150],
  ['Graph paper composition book', 399],
] as const;

export const bookstore: Story = (random, provider) => {
  const who = family(random);
  const bought = someDay(random, isoDate(2025, 1, 3), 650);
  const count = random.int(1, 4);
  const items: LineItem[] = Array.from({ length: count }, () => {
    const [description, unitCents] = random.pick(books);
    return { description, quantity: random.next() < 0.2 ? 2 : 1, unitCents };
  });
  return {
    provider: providers[provider],
    title: 'SALES RECEIPT',
    number: random.next() < 0.5 ? numberForms.receipt(random) : numberForms.ref(random),
    issueLabel: 'Date',
    issueDate: bought,
    billToLabel: 'Customer',
    billTo: [who.parent],
    references: [['Register', `${random.int(1, 4)}  Clerk ${random.int(10, 99)}`]],
    quantityHeader: 'Qty',
    rateHeader: 'Each',
    items,
    tax: random.pick([
      { label: 'Sales tax 7.25%', basisPoints: 725 },
      { label: 'Sales Tax (7.5%)', basisPoints: 750 },
      { label: 'Tax 8.0%', basisPoints: 800 },
    ]),
    totalLabel: random.pick(['TOTAL', 'Total']),
    payments: [],
    balanceLabel: 'Balance',
    paidWith: random.next() < 0.7 ? card(random) : 'Cash',
    footer: ['Returns within 30 days with receipt.', 'Thank you for shopping local!'],
  };
};

export const curriculumOrder: Story = (random, provider) => {
  const who = family(random);
  const placed = someDay(random, isoDate(2025, 2, 1), 620);
  return {
    provider: providers[provider],
    title: 'Order Confirmation',
    number: numberForms.order(random),
    issueLabel: 'Order placed',
    issueDate: placed,
    billToLabel: 'Ship to',
    billTo: billTo(who),
    references: [['Customer no.', String(random.int(300_000, 399_999))]],
    quantityHeader: 'Qty',
    rateHeader: 'Price',
    items: [
      {
        description: random.pick(['Grade 3 Complete Curriculum', 'Grade 6 Language Arts Set', 'Kindergarten Bundle']),
        quantity: 1,
        unitCents: random.pick([28900, 34500, 41999]),
      },
      { description: 'Teacher guide', quantity: 1, unitCents: 3499 },
      { description: 'Math manipulatives kit', quantity: random.int(1, 2), unitCents: 2795 },
    ],
    discount: random.next() < 0.5 ? { label: 'Promo BACK2SCHOOL', cents: 2000 } : undefined,
    tax: random.next() < 0.5 ? { label: 'Tax', basisPoints: 700 } : undefined,
    shippingCents: random.pick([0, 995, 1495]),
    totalLabel: random.pick(['Order total', 'Grand Total']),
    payments: [],
    balanceLabel: 'Balance',
    paidWith: `Amount paid (${card(random)})`,
    footer: ['Questions? Reply to your confirmation email.'],
  };
};

export const therapyInvoice: Story = (random, provider) => {
  const who = family(random);
  const first = someDay(random, isoDate(2025, 1, 6), 620);
  const rate = random.pick([11000, 12500, 14000]);
  const items = weekly(first, random.int(3, 5), {
    description: 'Speech-language treatment',
    quantity: 1,
    unitCents: rate,
    code: '92507',
  });
  const last = items.at(-1)?.date ?? first;
  const issued = addDays(last, random.int(2, 6));
  const paid = random.next() < 0.5;
  return {
    provider: providers[provider],
    title: 'INVOICE',
    number: numberForms.invoiceNo(random, year(issued)),
    issueLabel: 'Invoice date',
    issueDate: issued,
    dueDate: addDays(issued, 30),
    billToLabel: 'Client',
    billTo: [who.child, `Guardian: ${who.parent}`, who.street, who.city],
    references: [
      ['DOB', '**/**/****'],
      ['Client ID', String(random.int(10000, 99999))],
    ],
    quantityHeader: 'Units',
    rateHeader: 'Charge',
    items,
    totalLabel: paid ? 'Total charges' : random.pick(['Balance Due', 'TOTAL DUE']),
    payments: paid ? [{ label: 'Payment received', cents: rate, date: addDays(first, 1) }] : [],
    balanceLabel: 'Balance Due',
    footer: ['Services are not billed to insurance. Superbill available on request.'],
  };
};

export const assessment: Story = (random, provider) => {
  const who = family(random);
  const first = someDay(random, isoDate(2025, 1, 15), 590);
  const second = addDays(first, random.int(2, 9));
  const feedback = addDays(second, random.int(10, 21));
  const evaluation = random.pick([240000, 320000, 395000]);
  const deposit = random.pick([50000, 75000]);
  return {
    provider: providers[provider],
    title: 'INVOICE',
    number: random.next() < 0.5 ? numberForms.hash(random) : numberForms.invoiceNo(random, year(feedback)),
    issueLabel: 'Date',
    issueDate: feedback,
    dueDate: addDays(feedback, 15),
    billToLabel: 'Bill to',
    billTo: billTo(who),
    references: [['Examinee', who.child]],
    quantityHeader: 'Qty',
    rateHeader: 'Fee',
    items: [
      { description: 'Psychoeducational testing', quantity: 1, unitCents: evaluation, code: '96130', date: first },
      { description: 'Test administration', quantity: 1, unitCents: 30000, code: '96136', date: second },
      { description: 'Feedback session and report', quantity: 1, unitCents: 20000, code: '96131', date: feedback },
    ],
    totalLabel: 'Total',
    payments: [{ label: 'Retainer paid', cents: deposit, date: addDays(first, -7) }],
    balanceLabel: random.pick(['Balance Due', 'Amount Due']),
    footer: ["Thank you for trusting us with your child's evaluation."],
  };
};

export const onlineCourse: Story = (random, provider) => {
  const who = family(random);
  const bought = someDay(random, isoDate(2025, 1, 2), 560);
  const from = addDays(bought, random.int(3, 20));
  const to = addDays(from, 7 * random.int(6, 15));
  return {
    provider: providers[provider],
    title: 'Payment Receipt',
    number: random.next() < 0.5 ? numberForms.receipt(random) : numberForms.order(random),
    issueLabel: 'Date paid',
    issueDate: bought,
    servicePeriod: { from, to },
    billToLabel: 'Billed to',
    billTo: [who.parent, `Learner: ${who.child}`],
    references: [
      ['Account', `${who.parent.split(' ')[0]?.toLowerCase() ?? 'parent'}${random.int(10, 99)}@example.com`],
    ],
    quantityHeader: 'Qty',
    rateHeader: 'Price',
    items: [
      {
        description: random.pick([
          'Pre-Algebra (live, 12 weeks)',
          'Intro to Python',
          'Spanish I semester',
          'Creative Writing Lab',
        ]),
        quantity: 1,
        unitCents: random.pick([14900, 19900, 34900, 52500]),
      },
    ],
    totalLabel: random.pick(['Amount paid', 'Total Paid']),
    payments: [],
    balanceLabel: 'Balance',
    paidWith: card(random),
    footer: ['This receipt was emailed to you. No signature required.'],
  };
};

const receiptBookPurposes: Partial<Record<ProviderKey, string[]>> = {
  harmonyHall: ['4 piano lessons', 'Piano lessons - Sept.', 'Theory class'],
  brightMinds: ['Oct. tutoring', 'Math tutoring 6 hrs', 'SAT prep sessions'],
  lakesideMusic: ['Guitar lessons', 'Violin lessons'],
};

export const lessonReceiptBook: Story = (random, provider) => {
  const who = family(random);
  const paidOn = someDay(random, isoDate(2025, 1, 5), 650);
  return {
    provider: providers[provider],
    title: 'RECEIPT',
    number: { label: 'No.', value: String(random.int(100, 999)).padStart(4, '0') },
    issueLabel: 'Date',
    issueDate: paidOn,
    billToLabel: 'Received from',
    billTo: [who.parent],
    references: [],
    quantityHeader: 'Qty',
    rateHeader: 'Price',
    items: [
      {
        description: random.pick(receiptBookPurposes[provider] ?? ['Lessons']),
        quantity: 1,
        unitCents: random.pick([12000, 14000, 18000, 22500, 26000]),
      },
    ],
    totalLabel: 'Amount',
    payments: [],
    balanceLabel: 'Balance',
    footer: [],
    note: 'Handwritten receipt-book form: date, name, purpose and amount are written by hand; no service dates, so the receipt date stands for them.',
  };
};
