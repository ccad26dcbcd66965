/** The demo accounts the stories sign in as (see packages/demo-data), one story's changes never another's. */
export const PASSWORD = 'ace-demo-2026';

export const accounts = {
  /** Three children (Y1; Y2 homeschooled; Y3), bank healthy. */
  maria: 'maria.garcia@example.com',
  /** One child (Y3), no bank yet. */
  james: 'james.wilson@example.com',
  /** Two homeschooled children (Y2, none), bank disconnected. */
  aisha: 'aisha.khan@example.com',
  /** Registered parent without children. */
  chen: 'chen.li@example.com',
  /** Not registered as a parent at all. */
  unknown: 'unknown.person@example.com',
} as const;
