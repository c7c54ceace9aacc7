import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

// Issue 19's screen items: toasts below the header, the good's whole basic info and its breadcrumb,
// and a refused kit drop that says why.

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).last();

async function pick(page: Page, label: string, option: string, button: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('button', { name: button }).click();
}

test('the good detail shows Taxable, Show on IGL and Can be wasted, and its breadcrumb leads back to Goods', async ({ page }) => {
  await signIn(page, 'viewer', 'viewer');
  await page.getByRole('link', { name: 'Goods', exact: true }).click();
  const grid = page.getByRole('region', { name: 'Goods' });
  await grid.getByText('Bottled Water').click();
  await expect(page.getByRole('heading', { name: 'Bottled Water' })).toBeVisible();
  for (const label of ['Taxable', 'Show on IGL', 'Can be wasted']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  const crumbs = page.getByLabel('Breadcrumbs');
  await expect(crumbs.getByText('Bottled Water')).toBeVisible();
  await crumbs.getByRole('link', { name: 'Goods' }).click();
  await expect(page).toHaveURL(/\/good\/list$/);
});

test('dragging a kit into a category that holds it says why nothing happens, in a toast below the header', async ({ page }) => {
  const name = `Foyer ${Date.now().toString(36)}`;
  await signIn(page, 'admin', 'admin');
  await page.getByRole('link', { name: 'Menus', exact: true }).click();
  await page.getByRole('button', { name: 'Add Menu' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create Menu' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  const kits = page.locator('[aria-label="Kits"]');
  await kits.getByRole('button', { name: 'Edit' }).click();
  await pick(page, 'Add a kit', 'Small Popcorn ($6.50)', 'Add kit');
  await kits.getByRole('button', { name: 'Save' }).click();
  await expect(kits.getByRole('button', { name: 'Save' })).toHaveCount(0);
  const categories = page.locator('[aria-label="Categories"]');
  await categories.getByRole('button', { name: 'Edit' }).click();
  await pick(page, 'Add a category', 'Popcorn', 'Add category');
  await categories.getByRole('button', { name: 'Save' }).click();
  await expect(categories.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit grid' }).click();
  const grid = page.getByRole('grid', { name: 'Menu grid' });
  const kit = page.getByRole('button', { name: 'Small Popcorn' });
  await expect(async () => {
    const empty = grid.getByRole('gridcell', { name: 'Row 1, column 1: empty' });
    if (await empty.count()) await kit.dragTo(empty);
    await expect(grid.getByRole('gridcell', { name: 'Row 1, column 1: Small Popcorn' })).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 10_000 });

  const refused = 'Small Popcorn is already in this category. A kit appears once in a category: move the placed item instead.';
  await expect(async () => {
    await kit.dragTo(grid.getByRole('gridcell', { name: 'Row 1, column 3: empty' }));
    await expect(toast(page, refused)).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 10_000 });
  await expect(grid.getByRole('gridcell', { name: 'Row 1, column 3: empty' })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: /Small Popcorn/ })).toHaveCount(1);

  // Toasts stay top-left, below the header: the title and Back stay uncovered.
  const header = (await page.locator('header').first().boundingBox())!;
  const box = (await toast(page, refused).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.x).toBeLessThan(100);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
});

test("a station's serial number is copied to the clipboard with document 1's success toast", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'admin', 'admin');
  await page.goto('/client/stations/info?id=1');
  const serial = page.getByText(/^SN-/);
  await expect(serial).toBeVisible();
  await page.getByRole('button', { name: 'Copy Serial Number' }).click();
  await expect(toast(page, 'Copied to clipboard successfully')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await serial.innerText());
});

test('loading the app, signing in and opening a list leaves the browser console clean (no warning, no failed request)', async ({ page }) => {
  const noise: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') noise.push(`${m.type()}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) noise.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/');
  await signIn(page, 'admin', 'admin');
  await page.getByRole('link', { name: 'Goods', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Goods' }).getByText('Bottled Water')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Goods' }).getByText('Bottled Water')).toBeVisible();
  expect(noise).toEqual([]);
});
