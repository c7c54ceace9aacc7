import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).last();

async function editDescription(page: Page, text: string) {
  const basic = page.locator('[aria-label="Basic Info"]');
  await basic.getByRole('button', { name: 'Edit' }).click();
  await basic.getByLabel('Description').fill(text);
  await basic.getByRole('button', { name: 'Save' }).click();
}

test('a save over a second session’s change opens the concurrency dialog: "Save mine" retries, "Load theirs" reloads', async ({ page, browser }) => {
  // Two browser sessions and four saves: 42.8 s on a loaded 2-core runner (2026-11-27), too near the default 60 s.
  test.setTimeout(120_000);
  const name = `Twin Screens ${Date.now().toString(36)}`;
  await signIn(page, 'admin', 'admin');
  await page.goto('/client/add');
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Client Type/ }).click();
  await page.getByRole('option', { name: 'Cinema' }).click();
  await page.getByRole('button', { name: 'Create Client' }).click();
  await expect(page).toHaveURL(/\/client\/info\?id=\d+/);
  const url = page.url();

  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, 'admin', 'admin');
  await second.goto(url);
  await expect(second.getByRole('heading', { name })).toBeVisible();

  // The first session saves; the second, still holding the old Version, saves over it and keeps its own.
  await editDescription(page, 'Written first');
  await expect(toast(page, 'Client Saved Successfully')).toBeVisible();
  await editDescription(second, 'Written second');
  await expect(second.getByText('This record was changed')).toBeVisible();
  await second.getByRole('button', { name: 'Save mine' }).click();
  await expect(toast(second, 'Client Saved Successfully')).toBeVisible();
  await expect(second.locator('[aria-label="Basic Info"]').getByText('Written second')).toBeVisible();

  // Now the first session is behind: it declines and gets the server's copy.
  await editDescription(page, 'Lost edit');
  await expect(page.getByText('This record was changed')).toBeVisible();
  await page.getByRole('button', { name: 'Load theirs' }).click();
  await expect(page.locator('[aria-label="Basic Info"]').getByText('Written second')).toBeVisible();
  await page.reload();
  await expect(page.locator('[aria-label="Basic Info"]').getByText('Written second')).toBeVisible();
  await other.close();
});
