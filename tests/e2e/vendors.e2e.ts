import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).last();

test('a vendor is added, given a phone and a good, shows among the good’s vendors, and is archived after a confirmation', async ({ page }) => {
  // Some twenty screens and saves in one journey: about 30 s on a loaded runner, so the long-journey budget (as orders and venue reports).
  test.slow();
  const name = `Cinema Cups ${Date.now().toString(36)}`;
  await signIn(page, 'admin', 'admin');
  await page.getByRole('link', { name: 'Vendors', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Vendors' }).getByText('Golden Kernel Supply')).toBeVisible();
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  await page.getByLabel('Email').fill('not an email');
  await page.getByRole('button', { name: 'Create Vendor' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is not valid')).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByLabel('Email').fill('orders@cinemacups.example');
  await page.getByRole('button', { name: 'Create Vendor' }).click();
  await expect(toast(page, 'Vendor Created')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  const phones = page.locator('[aria-label="Phones"]');
  await phones.getByRole('button', { name: 'Edit' }).click();
  await phones.getByLabel('Phone number').fill('4155550123');
  await phones.getByRole('button', { name: 'Save' }).click();
  await expect(phones.getByText('(415) 555-0123')).toBeVisible();

  const goods = page.locator('[aria-label="Goods"]');
  await goods.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('goods: Available').getByLabel('Cup 32 oz').check();
  await page.getByRole('button', { name: 'Add marked goods' }).click();
  await goods.getByRole('button', { name: 'Save' }).click();
  await expect(goods.getByRole('link', { name: 'Cup 32 oz' })).toBeVisible();

  // The good's vendors: the newest link first.
  await goods.getByRole('link', { name: 'Cup 32 oz' }).click();
  await expect(page.getByRole('heading', { name: 'Cup 32 oz' })).toBeVisible();
  await page.getByRole('link', { name: /See (all \d+|the) vendors/ }).click();
  const list = page.getByRole('region', { name: 'Vendors of the good' });
  await expect(list.getByText(name)).toBeVisible();
  await expect(list.getByText('Fizz & Co. Beverages')).toBeVisible();
  await list.getByText(name).click();

  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Archive this vendor? It will no longer be offered when receiving orders.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(toast(page, 'Vendor Archived')).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/list/);
  await page.getByLabel('Search').fill(name);
  await expect(page.getByTestId('list-count')).toHaveText('0 in all');
  await page.getByLabel('Include archived').check();
  await expect(page.getByRole('region', { name: 'Vendors' }).getByText('Archived')).toBeVisible();
});

test('a viewer reads vendors but cannot add or edit one', async ({ page }) => {
  await signIn(page, 'viewer', 'viewer');
  await page.getByRole('link', { name: 'Vendors', exact: true }).click();
  await page.getByRole('region', { name: 'Vendors' }).getByText('Sweet Reel Candy').click();
  await expect(page.getByRole('heading', { name: 'Sweet Reel Candy' })).toBeVisible();
  await expect(page.getByText('Gummy Bears')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Vendors', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add Vendor' })).toHaveCount(0);
});
