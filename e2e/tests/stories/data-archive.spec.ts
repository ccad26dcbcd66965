import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accounts } from '../../support/accounts.ts';
import { expect, signIn, test } from '../../support/portal.ts';

test.describe("a family's copy of its data", () => {
  test('a parent downloads everything the programme holds about the family as one zip', async ({ page }) => {
    await signIn(page, accounts.maria);
    await expect(page).toHaveURL(/\/dashboard$/);
    const yourData = page.getByRole('region', { name: 'Your data' });
    await expect(yourData.getByText('One zip file with your details')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await yourData.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-ace-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const folder = mkdtempSync(join(tmpdir(), 'ace-e2e-archive-'));
    try {
      const zip = join(folder, download.suggestedFilename());
      await download.saveAs(zip);
      execFileSync('unzip', ['-tq', zip]);
      const entries = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n');
      expect(entries.slice(0, 4)).toEqual(['README.txt', 'profile.json', 'children.json', 'claims.json']);
      const children = execFileSync('unzip', ['-p', zip, 'children.json'], { encoding: 'utf8' });
      expect(children).toContain('Lucia');
      expect(execFileSync('unzip', ['-p', zip, 'profile.json'], { encoding: 'utf8' })).toContain(accounts.maria);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
