import axe, { type Result } from 'axe-core';
import type { Page } from '@playwright/test';

/** The rules checked: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe's violations of the WCAG rules on the page's document as it is now. axe is put in the document once and
 * run there: a screen reached without loading a page (the apps are single-page) reuses it. @axe-core/playwright
 * injected axe twice and opened a page of its own for every check, which was most of the browser stories' time on
 * two cores; the portal's screens have no frames, which is what it handled beyond this.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  );
  return results.violations;
}
