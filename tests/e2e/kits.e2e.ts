import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('a kit is built from two goods, with its total, and needs a good and a category', async ({ page }) => {
  const name = `Date Night ${Date.now().toString(36)}`;
  await signIn(page, 'admin', 'admin');
  await page.getByRole('link', { name: 'Kits', exact: true }).click();
  await page.getByRole('button', { name: 'Add Kit' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select at least one good' })).toBeVisible();

  const goods = page.getByLabel('goods: Available');
  await expect(goods.getByLabel('Chocolate Bar')).toBeVisible();
  await expect(goods.getByLabel('Lager Keg (oz)')).toHaveCount(0);
  await goods.getByLabel('Chocolate Bar').check();
  await goods.getByLabel('Bottled Water').check();
  await page.getByRole('button', { name: 'Add marked goods' }).click();
  await expect(page.getByLabel('goods: Selected').getByRole('checkbox')).toHaveCount(2);
  // The kit goods grid: typing on a focused cell edits it, Enter keeps the value.
  const chocolate = page.getByRole('region', { name: 'Kit goods' }).getByRole('row', { name: /Chocolate Bar/ });
  await chocolate.locator('[col-id="DefaultPrice"]').click();
  await page.keyboard.type('4.50');
  await page.keyboard.press('Enter');
  await chocolate.locator('[col-id="Quantity"]').click();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(chocolate.locator('[col-id="Quantity"]')).toHaveText('2');
  // 2 × $4.50 + 1 × $3.75
  await expect(page.getByTestId('kit-total')).toHaveText('Selected total: $12.75');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select at least one category' })).toBeVisible();
  await page.getByLabel('categories: Available').getByLabel('Combos').check();
  await page.getByRole('button', { name: 'Add marked categories' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Kit Created Successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('kit-total')).toHaveText('Selected total: $12.75');
});

test('kits chosen on the list are changed at once; a price that is not an amount is refused on its field first', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
  await page.getByRole('link', { name: 'Kits', exact: true }).click();
  const list = page.getByRole('region', { name: 'Kits' });
  for (const name of ['Large Popcorn', 'Water Bottle'])
    await list
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('checkbox')
      .check();
  await page.getByRole('button', { name: 'Edit 2 selected' }).click();
  await expect(page.getByRole('heading', { name: 'Edit 2 Kits' })).toBeVisible();
  const price = page.getByLabel('Default Price (leave empty to keep)');
  await price.fill('abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Default Price must be an amount')).toBeVisible();
  // Left empty, each kit keeps its own price.
  await price.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Kit Saved Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/kit\/list/);
  await expect(list.getByRole('row', { name: /Water Bottle/ })).toContainText('$3.75');
});
