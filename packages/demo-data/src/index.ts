/**
 * The demo people and organisations of the local stack. The API's `seed` command registers them (parents with
 * their children, providers with their organisations, support staff) and the identity stand-in creates their
 * accounts and merits, so every demo role can sign in. Development data only: the password is public.
 */

/** Every demo account signs in with this password, in development only. */
export const DEMO_PASSWORD = 'ace-demo-2026';

/** A demo child's school year: the specification's three, none, or 2025 for the child of two years' awards. */
export type DemoSchoolYear = 2021 | 2022 | 2023 | 2025 | null;

/** A part of an award paid in instalments: the day it arrives and how much (cents). */
export interface DemoInstalment {
  arrivesOn: string;
  amountCents: number;
}

/** An award of a later year than the child's own (issue 30, ADR 0028): the year's default award, maybe in parts. */
export interface DemoLaterAward {
  schoolYear: number;
  instalments: readonly DemoInstalment[];
}

export interface DemoChild {
  firstName: string;
  lastName: string;
  schoolYear: DemoSchoolYear;
  homeSchooled: boolean;
  /** Awards of later years beside the one of the child's school year; none for most children. */
  laterAwards?: readonly DemoLaterAward[];
}

/** A year of the demo programme after the specification's three (2021-2023, which migration 0023 writes). */
export interface DemoProgrammeYear {
  startYear: number;
  firstDateOfService: string;
  lastClaimDay: string;
  defaultAwardCents: number;
  unspentFunds: 'roll_over' | 'lapse';
}

/**
 * The demo programme runs to the current school year (issue 30): 2024-2025 and 2025-2026, and 2026-2027 open today,
 * so the portal shows the programme as it is now and its labels keep counting (2026 is '2026-2027 | Y6'). The seed's
 * children and claims of 2021-2023 are the programme's history; one child, Ella Wilson, holds awards in 2025-2026 and
 * 2026-2027 (the second paid in two instalments). Open, as the
 * specification's years are, until closing a year (issue 30, part 4) settles them.
 */
export const DEMO_PROGRAMME_YEARS: readonly DemoProgrammeYear[] = [2024, 2025, 2026].map((startYear) => ({
  startYear,
  firstDateOfService: `${String(startYear)}-07-01`,
  lastClaimDay: `${String(startYear + 1)}-08-31`,
  defaultAwardCents: 100_000,
  unspentFunds: 'roll_over',
}));

export interface DemoOrganisation {
  /** The organisation's merit id at the identity provider. */
  id: string;
  name: string;
  /** Registered with the programme as a service provider under this number; null for an organisation that is not. */
  providerNumber: string | null;
  status: 'Active' | 'Inactive';
  isFauxServiceProvider: boolean;
  /** The organisation's bank: none, linked and healthy, or linked and broken. */
  bank: 'none' | 'healthy' | 'unhealthy';
}

export interface DemoMerit {
  organisationId: string;
  status: 'accepted' | 'pending';
}

interface DemoAccountBase {
  email: string;
  firstName: string;
  lastName: string;
  /** What the account shows a developer on the sign-in page. */
  description: string;
}

export interface DemoParent extends DemoAccountBase {
  role: 'Parent';
  /** Null for a person the programme has not registered as a parent. */
  children: DemoChild[] | null;
  bank: 'none' | 'healthy' | 'unhealthy';
}

export interface DemoProviderUser extends DemoAccountBase {
  role: 'ServiceProvider';
  merits: DemoMerit[];
}

export interface DemoStaff extends DemoAccountBase {
  role: 'MeritCS';
  /** False for a person who signs in at /merit-cs without being registered as support staff. */
  registered: boolean;
}

export type DemoAccount = DemoParent | DemoProviderUser | DemoStaff;

export const DEMO_ORGANISATIONS: readonly DemoOrganisation[] = [
  {
    id: 'org-bright-minds',
    name: 'Bright Minds Tutoring',
    providerNumber: '100001',
    status: 'Active',
    isFauxServiceProvider: false,
    bank: 'healthy',
  },
  {
    id: 'org-buckeye-music',
    name: 'Buckeye Music Academy',
    providerNumber: '100002',
    status: 'Active',
    isFauxServiceProvider: false,
    bank: 'unhealthy',
  },
  {
    id: 'org-lakeside-camps',
    name: 'Lakeside Science Camps',
    providerNumber: '100003',
    status: 'Inactive',
    isFauxServiceProvider: false,
    bank: 'healthy',
  },
  {
    id: 'org-columbus-languages',
    name: 'Columbus Language School',
    providerNumber: '100004',
    status: 'Active',
    isFauxServiceProvider: false,
    bank: 'none',
  },
  {
    id: 'org-ace-marketplace',
    name: 'ACE Marketplace Purchases',
    providerNumber: '100005',
    status: 'Active',
    isFauxServiceProvider: true,
    bank: 'healthy',
  },
  {
    id: 'org-unregistered-studio',
    name: 'Maple Art Studio',
    providerNumber: null,
    status: 'Active',
    isFauxServiceProvider: false,
    bank: 'none',
  },
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'Parent',
    email: 'maria.garcia@example.com',
    firstName: 'Maria',
    lastName: 'Garcia',
    description: 'Parent of three (Y1, Y2, Y3; one homeschooled), bank connected',
    bank: 'healthy',
    children: [
      { firstName: 'Sofia', lastName: 'Garcia', schoolYear: 2021, homeSchooled: false },
      { firstName: 'Mateo', lastName: 'Garcia', schoolYear: 2022, homeSchooled: true },
      { firstName: 'Lucia', lastName: 'Garcia', schoolYear: 2023, homeSchooled: false },
    ],
  },
  {
    role: 'Parent',
    email: 'james.wilson@example.com',
    firstName: 'James',
    lastName: 'Wilson',
    description:
      'Parent of two (Noah, Y3; Ella, awards in 2025-2026 and 2026-2027, the second in two instalments), no bank ' +
      'account yet',
    bank: 'none',
    children: [
      { firstName: 'Noah', lastName: 'Wilson', schoolYear: 2023, homeSchooled: false },
      {
        firstName: 'Ella',
        lastName: 'Wilson',
        schoolYear: 2025,
        homeSchooled: false,
        laterAwards: [
          {
            schoolYear: 2026,
            instalments: [
              { arrivesOn: '2026-07-01', amountCents: 50_000 },
              // In the spring, not January: the browser stories run on today's date and read this instalment as
              // still to come, which holds until the demo's school years end (2026-2027 is the last).
              { arrivesOn: '2027-04-05', amountCents: 50_000 },
            ],
          },
        ],
      },
    ],
  },
  {
    role: 'Parent',
    email: 'aisha.khan@example.com',
    firstName: 'Aisha',
    lastName: 'Khan',
    description: 'Parent of two homeschooled children (Y2, no school year), bank disconnected',
    bank: 'unhealthy',
    children: [
      { firstName: 'Zara', lastName: 'Khan', schoolYear: 2022, homeSchooled: true },
      { firstName: 'Omar', lastName: 'Khan', schoolYear: null, homeSchooled: true },
    ],
  },
  {
    role: 'Parent',
    email: 'chen.li@example.com',
    firstName: 'Chen',
    lastName: 'Li',
    description: 'Registered parent with no children (not eligible)',
    bank: 'none',
    children: [],
  },
  {
    role: 'Parent',
    email: 'unknown.person@example.com',
    firstName: 'Unknown',
    lastName: 'Person',
    description: 'Not registered with the programme at all',
    bank: 'none',
    children: null,
  },
  {
    role: 'Parent',
    email: 'carmen.rodriguez@example.com',
    firstName: 'Carmen',
    lastName: 'Rodríguez',
    description: 'Parent of one (Y1) who reads the portal in Spanish, no bank account yet',
    bank: 'none',
    children: [{ firstName: 'Diego', lastName: 'Rodríguez', schoolYear: 2021, homeSchooled: false }],
  },
  {
    role: 'ServiceProvider',
    email: 'olivia.brown@brightminds.example.com',
    firstName: 'Olivia',
    lastName: 'Brown',
    description: 'Provider user of one organisation (Bright Minds Tutoring, 100001)',
    merits: [{ organisationId: 'org-bright-minds', status: 'accepted' }],
  },
  {
    role: 'ServiceProvider',
    email: 'andres.ruiz@brightminds.example.com',
    firstName: 'Andrés',
    lastName: 'Ruiz',
    description: 'Second provider user of Bright Minds Tutoring (100001), who reads the portal in Spanish',
    merits: [{ organisationId: 'org-bright-minds', status: 'accepted' }],
  },
  {
    role: 'ServiceProvider',
    email: 'david.miller@example.com',
    firstName: 'David',
    lastName: 'Miller',
    description: 'Provider user of several organisations (music, camps, languages, marketplace)',
    merits: [
      { organisationId: 'org-buckeye-music', status: 'accepted' },
      { organisationId: 'org-lakeside-camps', status: 'accepted' },
      { organisationId: 'org-columbus-languages', status: 'pending' },
      { organisationId: 'org-ace-marketplace', status: 'accepted' },
    ],
  },
  {
    role: 'ServiceProvider',
    email: 'emma.davis@mapleart.example.com',
    firstName: 'Emma',
    lastName: 'Davis',
    description: 'Member of an organisation that is not a registered provider',
    merits: [{ organisationId: 'org-unregistered-studio', status: 'accepted' }],
  },
  {
    role: 'MeritCS',
    email: 'sam.support@meritcs.example.com',
    firstName: 'Sam',
    lastName: 'Taylor',
    description: 'Support staff (MeritCS)',
    registered: true,
  },
  {
    role: 'MeritCS',
    email: 'riley.support@meritcs.example.com',
    firstName: 'Riley',
    lastName: 'Moore',
    description: 'Support staff (MeritCS)',
    registered: true,
  },
  {
    role: 'MeritCS',
    email: 'rosa.mendez@meritcs.example.com',
    firstName: 'Rosa',
    lastName: 'Méndez',
    description: 'Support staff (MeritCS) who read the portal in Spanish',
    registered: true,
  },
  {
    role: 'MeritCS',
    email: 'not.staff@example.com',
    firstName: 'Pat',
    lastName: 'Jones',
    description: 'Signs in at /merit-cs without being registered as support staff',
    registered: false,
  },
];
