import { describe, expect, it } from 'vitest';
import { languageChangeSchema, languageChoiceSchema } from './language-choice.ts';

describe("a person's language", () => {
  it('is none until chosen, then English or Spanish', () => {
    expect(languageChoiceSchema.parse({ language: null })).toEqual({ language: null });
    expect(languageChangeSchema.parse({ language: 'es' })).toEqual({ language: 'es' });
  });

  it('refuses any other language, saying which it may be', () => {
    const result = languageChangeSchema.safeParse({ language: 'fr' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please choose English or Spanish']);
    expect(languageChangeSchema.safeParse({ language: null }).success).toBe(false);
  });
});
