import { ApiError } from '@ace/api-client';
import { fieldIssues, type FieldIssue } from '@ace/domain';
import type { z } from 'zod';

/** The problems of a form's fields by field name, as the domain's schema or the API's error envelope gives them. */
export type Issues = Readonly<Record<string, string>>;

export const issuesOf = (issues: readonly FieldIssue[]): Issues =>
  Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));

/** What a form sends once its fields check, or the problems of its fields. */
export type StepCheck<Payload> = { payload: Payload; issues: null } | { payload: null; issues: Issues };

/** The form's values checked by the schema the server checks them with: the payload, or the fields' problems. */
export function checked<Schema extends z.ZodType>(schema: Schema, values: unknown): StepCheck<z.output<Schema>> {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { payload: parsed.data, issues: null }
    : { payload: null, issues: issuesOf(fieldIssues(parsed.error)) };
}

/** What the API refused, by field; empty when its answer named no field (then its message is the form's error). */
export function refusedFields(error: unknown): Issues {
  return error instanceof ApiError ? issuesOf(error.issues) : {};
}

const namedFields = (form: HTMLFormElement | null) => [...(form?.querySelectorAll<HTMLElement>('[name]') ?? [])];

/** The problems of the fields this form has, by name. */
export function fieldsOf(form: HTMLFormElement | null, issues: Issues): Issues {
  const names = new Set(namedFields(form).map((field) => field.getAttribute('name')));
  return Object.fromEntries(Object.entries(issues).filter(([name]) => names.has(name)));
}

/** Moves the keyboard to the first field with a problem, in the form's order, so that its message is read. */
export function focusFirstIssue(form: HTMLFormElement | null, issues: Issues) {
  namedFields(form)
    .find((field) => issues[field.getAttribute('name') ?? ''] !== undefined)
    ?.focus();
}
