/** The demo accounts the stories sign in as (see packages/demo-data), one story's changes never another's. */
export const PASSWORD = 'ace-demo-2026';

export const accounts = {
  /** Three children (Y1; Y2 homeschooled; Y3), bank healthy. */
  maria: 'maria.garcia@example.com',
  /**
   * Two children, no bank yet: Noah (Y3); Ella, awards in 2025-2026 and 2026-2027 (the second in two instalments),
   * whose claims only the award-years story makes.
   */
  james: 'james.wilson@example.com',
  /** Two homeschooled children (Y2, none), bank disconnected. */
  aisha: 'aisha.khan@example.com',
  /** One child (Y1), no bank yet: reads the portal in Spanish (the Spanish story; her kept language is Spanish). */
  carmen: 'carmen.rodriguez@example.com',
  /** Registered parent without children. */
  chen: 'chen.li@example.com',
  /** Not registered as a parent at all. */
  unknown: 'unknown.person@example.com',
  /** Provider user of one organisation: Bright Minds Tutoring (100001, Active, bank healthy). Review stories. */
  olivia: 'olivia.brown@brightminds.example.com',
  /** Second provider user of Bright Minds Tutoring (100001): the Spanish story. */
  andres: 'andres.ruiz@brightminds.example.com',
  /**
   * Provider user of several organisations: Buckeye Music (100002, bank unhealthy), Lakeside Science Camps
   * (100003, Inactive), ACE Marketplace (100005, faux); Columbus Language School only as a pending merit.
   * Provider dashboard stories.
   */
  david: 'david.miller@example.com',
  /** Member of an organisation that is not a registered provider. */
  emma: 'emma.davis@mapleart.example.com',
  /** Support staff: the review stories. */
  sam: 'sam.support@meritcs.example.com',
  /** Support staff: the Merit CS dashboard stories. */
  riley: 'riley.support@meritcs.example.com',
  /** Support staff: the Spanish story. */
  rosa: 'rosa.mendez@meritcs.example.com',
  /** Signs in at /merit-cs without being registered as support staff. */
  notStaff: 'not.staff@example.com',
} as const;
