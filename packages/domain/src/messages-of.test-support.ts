import type { z } from 'zod';
import { fieldIssues } from './api.ts';

interface Parses {
  safeParse: (input: unknown) => { error?: z.ZodError };
}

/** The message each field shows for an input ('' for the form as a whole); {} when the input is valid. */
export function messagesOf(schema: Parses, input: unknown): Record<string, string> {
  const { error } = schema.safeParse(input);
  return error ? Object.fromEntries(fieldIssues(error).map((issue) => [issue.path, issue.message])) : {};
}
