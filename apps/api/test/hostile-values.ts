import fc from 'fast-check';

/**
 * Generators of bad input for the fuzz test of the API (src/hostile-input.int.test.ts): texts no field should
 * take, values of the wrong type, and values shaped by a field's JSON schema, as the API's OpenAPI document
 * describes it.
 */

/** The part of a JSON schema the generators read (what fastify-type-provider-zod writes for a zod schema). */
export interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: FieldSchema[];
  oneOf?: FieldSchema[];
  allOf?: FieldSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
}

/** C0 and C1 controls, DEL, and the three a multi-line text may hold. */
const controlCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\t',
  '\n',
  '\r',
);

/** Halves of a surrogate pair without their other half: not Unicode text at all. */
const loneSurrogate = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff');

/** Texts that look like numbers to a careless parser, or are numbers out of every range. */
const numberLike = fc.constantFrom(
  'NaN',
  '-NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '-0',
  '0',
  '0x1A',
  '1_000',
  ' 1',
  '1.5',
  '1,000.00',
  '00000000000000000001',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999999999',
);

const malformedDate = fc.constantFrom(
  '2023-02-30',
  '2023-13-01',
  '0000-00-00',
  '2023-1-1',
  '20230915',
  '+275760-09-13',
  '-000001-01-01',
  '9999-12-31',
  '2023-09-15T25:61:00Z',
  '2023-09-15T00:00:00+99:00',
  '２０２３-０９-１５',
  'yesterday',
);

/** Characters that mean something to SQL, LIKE patterns, JSON, HTML, paths or the shell. */
const meaningfulToSomething = fc.constantFrom(
  "' OR '1'='1",
  "'; drop table claims; --",
  '%',
  '_',
  '\\',
  'abc\\',
  '%_\\%',
  '"',
  '{"a":1}',
  '[]',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '$(id)',
  '${7*7}',
  '__proto__',
  'constructor',
);

/** Texts valid in Unicode that trip naive code: invisible, reordering, combining, expanding, astral. */
const unicodeEdge = fc.constantFrom(
  '\ufeff',
  '\u200b',
  '\u200d',
  '\u202e',
  '\u2028',
  '\u2029',
  '\ufffd',
  '\uffff',
  'e\u0301',
  'İ',
  'ß',
  'ﬃ',
  '😀',
  '👩🏽‍🏫',
  '𝟘𝟙𝟚',
  '١٢٣',
  '\u00a0',
  '\u3000',
);

/** Very long texts: longer than any field, within and beyond a URL's limit, as long as the body limit and beyond. */
const huge = fc
  .tuple(fc.constantFrom(1_001, 8_000, 70_000, 1_100_000), fc.constantFrom('x', '9', 'é', '😀', '\u0000'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Short texts that break a rule, for places where a huge one would only test the length limit. */
const shortHostileText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\u001b', '\\', '%', ''),
  numberLike,
  malformedDate,
  unicodeEdge,
);

/**
 * A page cursor made by a client rather than the API: base64url JSON whose values are wrong, of the shapes the
 * API's cursors have (a sort key and an id, maybe after the sort and order).
 */
const forgedCursor = fc
  .array(
    fc.oneof(
      shortHostileText,
      fc.constantFrom('createdAt', 'amount', 'reviewedAt', 'id', 'asc', 'desc', null),
      fc.integer(),
      fc.constantFrom(2 ** 31, -1, 0, 1e308),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((values) => Buffer.from(JSON.stringify(values)).toString('base64url'));

function around(inner: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(fc.string({ maxLength: 6 }), inner, fc.string({ maxLength: 6 })).map(([a, x, b]) => a + x + b);
}

/** A text no field of the portal should take as it is, or that tests a field's limits. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: around(controlCharacter) },
  { weight: 2, arbitrary: around(loneSurrogate) },
  { weight: 1, arbitrary: huge },
  { weight: 2, arbitrary: numberLike },
  { weight: 2, arbitrary: malformedDate },
  { weight: 2, arbitrary: meaningfulToSomething },
  { weight: 2, arbitrary: around(unicodeEdge) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '   \t ', '1'.repeat(300), 'a'.repeat(300)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: forgedCursor },
);

/** A value of the wrong type for whatever field it lands in. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE, 2 ** 53 + 2, -(2 ** 31) - 1, 2 ** 31, 1e-300, -0, 0.1),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.constant({}),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
  fc.constant(JSON.parse('['.repeat(500) + ']'.repeat(500)) as unknown),
);

/**
 * A value the field's schema allows, or close to it: enums, patterns, e-mail addresses and numbers in range.
 * Texts also come from `known` (ids, numbers and tokens of rows the database holds), so requests get past the
 * lookup and bad values in the other fields reach deeper.
 */
export function plausibleValue(schema: FieldSchema, known: readonly string[]): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives !== undefined && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => plausibleValue(alternative, known)));
  }
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return fc.oneof(...types.map((type) => plausibleOfType(type, schema, known)));
}

function plausibleOfType(type: string | undefined, schema: FieldSchema, known: readonly string[]) {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.oneof(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
      );
    case 'array':
      return fc.array(plausibleValue(schema.items ?? {}, known), { maxLength: 3 });
    case 'object':
      return plausibleObject(schema, (field) => plausibleValue(field, known));
    default:
      return plausibleText(schema, known);
  }
}

function plausibleText(schema: FieldSchema, known: readonly string[]): fc.Arbitrary<string> {
  const fitting = known.filter((value) => fitsText(schema, value));
  const own =
    schema.pattern !== undefined
      ? fc.stringMatching(new RegExp(schema.pattern))
      : schema.format === 'email'
        ? fc.emailAddress()
        : fc.string({
            minLength: schema.minLength ?? 0,
            maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 40, 40)),
          });
  return fitting.length > 0 ? fc.oneof(own, fc.constantFrom(...fitting)) : own;
}

/** Whether a text could be the value of a text or integer field of that schema. */
export function fitsText(schema: FieldSchema, value: string): boolean {
  if (schema.type === 'integer') return /^\d{1,15}$/.test(value);
  if (schema.type !== undefined && schema.type !== 'string') return false;
  if (schema.enum !== undefined) return schema.enum.includes(value);
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern).test(value);
}

/** The object's fields, each present or not as `required` says, each made by `field`. */
function plausibleObject(
  schema: FieldSchema,
  field: (schema: FieldSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, field(property)]));
  return fc.record(fields, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

/**
 * A value for a field of that schema that is often wrong: mostly plausible, else a hostile text or a value of the
 * wrong type; objects are made field by field that way, some with a required field missing or one too many.
 */
export function fuzzedValue(schema: FieldSchema, known: readonly string[]): fc.Arbitrary<unknown> {
  const structured =
    schema.properties !== undefined
      ? fc
          .tuple(
            plausibleObject(schema, (field) => fuzzedValue(field, known)),
            fc.option(fc.constantFrom(...Object.keys(schema.properties), 'extra')),
            fc.option(fc.tuple(fc.constantFrom('extra', 'id', 'status', '__proto__'), hostileText)),
          )
          .map(([object, missing, extra]) => {
            const result: Record<string, unknown> = { ...object };
            if (missing !== null) Reflect.deleteProperty(result, missing);
            if (extra !== null) Object.defineProperty(result, extra[0], { value: extra[1], enumerable: true });
            return result;
          })
      : schema.type === 'array' && schema.items !== undefined
        ? fc.array(fuzzedValue(schema.items, known), { maxLength: 3 })
        : plausibleValue(schema, known);
  return fc.oneof(
    { weight: 5, arbitrary: structured },
    { weight: 3, arbitrary: hostileText },
    { weight: 1, arbitrary: wrongType },
  );
}

/** A query or path parameter's text: plausible, hostile, or (for a query) given twice. */
export function fuzzedParameter(schema: FieldSchema, known: readonly string[]): fc.Arbitrary<string | string[]> {
  const plausible = plausibleValue(schema, known).map((value) =>
    typeof value === 'string' ? value : JSON.stringify(value),
  );
  return fc.oneof(
    { weight: 4, arbitrary: plausible },
    { weight: 4, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.array(fc.oneof(plausible, hostileText), { minLength: 2, maxLength: 3 }) },
  );
}

/**
 * Percent-encoding that keeps a lone surrogate as the bytes it would have in WTF-8 (encodeURIComponent refuses it),
 * so the server sees what a hostile client can send.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

/**
 * Characters the API must never take in a field it documents: controls other than tab and line breaks, and lone
 * surrogates. Written here apart from the rule in packages/domain, so the test does not merely repeat it.
 */
export function carriesRefusedCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if ((control && !['\t', '\n', '\r'].includes(character)) || (code >= 0xd800 && code <= 0xdfff)) return true;
  }
  return false;
}
