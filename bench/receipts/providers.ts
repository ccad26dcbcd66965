import type { Provider } from './receipt-document.ts';

/** Made-up Ohio education businesses; phone numbers use the 555-01xx range reserved for fiction. */
export const providers = {
  brightMinds: {
    name: 'Bright Minds Tutoring LLC',
    tagline: 'One-on-one tutoring, grades K-12',
    address: ['2450 Riverside Dr, Suite 204', 'Columbus, OH 43221'],
    contact: ['(614) 555-0142', 'Tax ID 82-4417390'],
  },
  sylvanRidge: {
    name: 'Sylvan Ridge Learning Center',
    address: ['118 N High St', 'Dublin, OH 43017'],
    contact: ['Tel. 614-555-0178', 'billing@sylvanridgelearning.com'],
  },
  numberSense: {
    name: 'Number Sense Math Center',
    tagline: 'Math enrichment and test prep',
    address: ['5520 Monroe St, Unit 3', 'Toledo, OH 43623'],
    contact: ['419.555.0126', 'EIN 47-2281935'],
  },
  lakesideMusic: {
    name: 'Lakeside Music School',
    address: ['900 Lakeshore Blvd', 'Cleveland, OH 44108'],
    contact: ['(216) 555-0190', 'www.lakesidemusicschool.org'],
  },
  harmonyHall: {
    name: 'Harmony Hall Piano Studio',
    tagline: 'Piano and theory lessons',
    address: ['41 Cherry Ln', 'Westerville, OH 43081'],
    contact: ['(614) 555-0163'],
  },
  allegroStrings: {
    name: 'Allegro Strings Academy',
    address: ['3301 Far Hills Ave', 'Kettering, OH 45429'],
    contact: ['937-555-0148', 'Tax ID 31-1598842'],
  },
  littleSprouts: {
    name: 'Little Sprouts Art Studio',
    address: ['2718 Erie Ave', 'Cincinnati, OH 45208'],
    contact: ['(513) 555-0172', 'hello@littlesproutsart.com'],
  },
  campWanakee: {
    name: 'Camp Wanakee',
    tagline: 'Summer day and overnight camp since 1962',
    address: ['4150 County Rd 12', 'Loudonville, OH 44842'],
    contact: ['(419) 555-0133', 'Tax ID 34-0714426'],
  },
  riverbendCamp: {
    name: 'Riverbend Nature Day Camp',
    address: ['1900 Riverview Rd', 'Akron, OH 44313'],
    contact: ['330-555-0119', 'camp@riverbendnature.org'],
  },
  summitStem: {
    name: 'Summit STEM Camp',
    address: ['77 Innovation Way', 'Mason, OH 45040'],
    contact: ['(513) 555-0185'],
  },
  bookNook: {
    name: 'The Book Nook',
    address: ['27 W Winter St', 'Delaware, OH 43015'],
    contact: ['(740) 555-0117'],
  },
  chapterVerse: {
    name: 'Chapter & Verse Books',
    address: ['14 S Court St', 'Athens, OH 45701'],
    contact: ['740-555-0155'],
  },
  homeschoolHarbor: {
    name: 'Homeschool Harbor Curriculum Co.',
    address: ['PO Box 2291', 'Mansfield, OH 44905'],
    contact: ['orders@homeschoolharbor.com', '1-800-555-0136'],
  },
  clearPath: {
    name: 'Clear Path Speech & Language Therapy',
    address: ['6601 Centerville Business Pkwy', 'Dayton, OH 45459'],
    contact: ['(937) 555-0121', 'NPI 1447392865', 'Tax ID 20-8813467'],
  },
  buckeyeAssessments: {
    name: 'Buckeye Psychoeducational Assessments PLLC',
    address: ['800 Proprietors Rd, Suite B', 'Worthington, OH 43085'],
    contact: ['(614) 555-0157', 'Tax ID 46-3309172'],
  },
  ohioValleyReading: {
    name: 'Ohio Valley Reading Clinic',
    tagline: 'Structured literacy and dyslexia intervention',
    address: ['312 Market St', 'Marietta, OH 45750'],
    contact: ['(740) 555-0104'],
  },
  curioAcademy: {
    name: 'Curio Online Academy',
    address: ['support@curioacademy.com'],
    contact: ['curioacademy.com'],
  },
  codeSprout: {
    name: 'CodeSprout Kids Online',
    address: ['1 Cascade Plaza, 15th Floor', 'Akron, OH 44308'],
    contact: ['help@codesprout.io'],
  },
} satisfies Record<string, Provider>;

export type ProviderKey = keyof typeof providers;

export interface Family {
  parent: string;
  child: string;
  street: string;
  city: string;
}

export const families: Family[] = [
  { parent: 'Maria Lopez', child: 'Sofia Lopez', street: '1834 Elm St', city: 'Columbus, OH 43205' },
  { parent: 'James Carter', child: 'Ethan Carter', street: '77 Birchwood Ct', city: 'Dublin, OH 43016' },
  { parent: 'Aisha Rahman', child: 'Zara Rahman', street: '410 Maple Ave', city: 'Toledo, OH 43606' },
  { parent: "Kevin O'Brien", child: "Liam O'Brien", street: '2209 Summit St', city: 'Cleveland, OH 44113' },
  { parent: 'Jennifer Nguyen', child: 'Emma Nguyen', street: '56 Orchard Dr', city: 'Kettering, OH 45440' },
  { parent: 'Daniel Kowalski', child: 'Mia Kowalski', street: '9 Lake Rd', city: 'Akron, OH 44312' },
  { parent: 'Tasha Williams', child: 'Jordan Williams', street: '3150 Reading Rd', city: 'Cincinnati, OH 45229' },
  { parent: 'Priya Patel', child: 'Arjun Patel', street: '18 Hawthorne Pl', city: 'Mason, OH 45040' },
  { parent: 'Rebecca Yoder', child: 'Caleb Yoder', street: '7741 State Rte 39', city: 'Millersburg, OH 44654' },
  { parent: 'Marcus Johnson', child: 'Aaliyah Johnson', street: '620 Oak St', city: 'Dayton, OH 45410' },
];
