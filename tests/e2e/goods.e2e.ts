import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillGood(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await pick(page, 'Category', 'Candy & Confections');
  await pick(page, 'Type', 'Food Item');
  await pick(page, 'Revenue Account', 'Concession Revenue');
  await pick(page, 'COGS Account', 'Concession COGS');
  await pick(page, 'Inventory Account', 'Concession Inventory');
  await page.getByLabel('Standard Cost').fill('0.7500');
}

test('a good is created and the form repeats for the next one', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, 'admin', 'admin');
  await page.getByRole('link', { name: 'Goods', exact: true }).click();
  await page.getByRole('button', { name: 'Add Good' }).click();
  await expect(page.getByLabel('Tracked')).toBeChecked();
  await expect(page.getByLabel('Taxable')).toBeChecked();
  await expect(page.getByLabel('Alcohol')).not.toBeChecked();
  await page.getByRole('button', { name: 'Save and return' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Category is required')).toBeVisible();

  await fillGood(page, `Taffy ${stamp}`);
  await page.getByRole('button', { name: 'Save and add another' }).click();
  await expect(page.getByText('Good Created Successfully')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

  await fillGood(page, `Toffee ${stamp}`);
  await page.getByRole('button', { name: 'Save and return' }).click();
  await expect(page).toHaveURL(/\/good\/list$/);
  await page.getByLabel('Search').fill(stamp);
  const grid = page.getByRole('region', { name: 'Goods' });
  await expect(grid.getByText(`Taffy ${stamp}`)).toBeVisible();
  await expect(grid.getByText(`Toffee ${stamp}`)).toBeVisible();
  await grid.getByText(`Toffee ${stamp}`).click();
  await expect(page.getByRole('heading', { name: `Toffee ${stamp}` })).toBeVisible();
  await expect(page.getByText('$0.75')).toBeVisible();
});

test('standard costs of a page are saved at once, and ReadOnly users cannot add goods', async ({ page, browser }) => {
  await signIn(page, 'admin', 'admin');
  await page.getByRole('link', { name: 'Update Standard Costs' }).click();
  // Search once the first page has loaded, as a user would.
  const costs = page.getByRole('region', { name: 'Standard costs' });
  await expect(costs.locator('.ag-center-cols-container .ag-row').first()).toBeVisible();
  await page.getByLabel('Search').fill('Gummy');
  await expect(page.getByLabel('Search')).toHaveValue('Gummy');
  // The search has applied once the page holds the one matching good.
  await expect(costs.locator('.ag-center-cols-container .ag-row')).toHaveCount(1);
  await expect(costs.getByText('Gummy Bears')).toBeVisible();
  await page.getByLabel('Cost of Gummy Bears').fill('1.0750');
  await page.getByRole('button', { name: 'Save costs on this page' }).click();
  await expect(page.getByText('Standard Costs for this page were successfully saved')).toBeVisible();
  await expect(costs.getByText('$1.08')).toBeVisible();

  const other = await browser.newContext();
  const viewer = await other.newPage();
  await signIn(viewer, 'viewer', 'viewer');
  await viewer.getByRole('link', { name: 'Goods', exact: true }).click();
  await expect(viewer.getByRole('region', { name: 'Goods' }).getByText('Bottled Water')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Add Good' })).toHaveCount(0);
  await other.close();
});
