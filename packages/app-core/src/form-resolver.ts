import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver from a domain schema. The inputs hold text (a choice's '' before it is made, a
 * number still being typed) where the schema expects its own types; the schema is what checks that, so the
 * form's value type is the inputs' and the output type the schema's.
 */
export function domainResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
): Resolver<Values, unknown, Output> {
  return zodResolver(schema as z.ZodType<Output, FieldValues>) as unknown as Resolver<Values, unknown, Output>;
}
