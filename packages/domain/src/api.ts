import { z } from 'zod';

/** One field's problem, as forms show it beside the input ('files.2', 'nonAceServiceProvider.email'). */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The envelope of every answer of the Base API (DESIGN.md section 6). */
export interface ApiSuccess<Data> {
  success: true;
  data: Data;
  message?: string;
}

export interface ApiFailure {
  success: false;
  /** The text a person reads. */
  error: string;
  /** The same text, for clients that read `message`. */
  message: string;
  /** A stable machine code, e.g. CLAIM_NOT_FOUND. */
  code: string;
  issues?: FieldIssue[];
  /** The request's id, also in the X-Request-Id header and on every log line of the request: shown as a reference. */
  requestId?: string;
}

export type ApiResponse<Data> = ApiSuccess<Data> | ApiFailure;

/** A schema whose parse gives Output: what the api-client checks each answer with. */
export type Schema<Output> = z.ZodType<Output>;

/** The outside of every successful answer, before its data is checked. */
export const apiEnvelopeSchema = z.object({ data: z.unknown(), message: z.string().optional() });

export function apiSuccessSchema<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export const apiFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});

/**
 * A schema failure as field issues: the first problem of each field, in the order the schema found them (a blank
 * required field says it is required, not also that it is malformed). The first issue is the message of the
 * whole failure.
 */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  const byPath = new Map<string, string>();
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!byPath.has(path)) byPath.set(path, issue.message);
  }
  return [...byPath].map(([path, message]) => ({ path, message }));
}
