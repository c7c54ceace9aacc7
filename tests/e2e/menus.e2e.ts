import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

// The newest toast with the text (an earlier one may still be showing).
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).last();

async function addMenu(page: Page, name: string) {
  await page.getByRole('link', { name: 'Menus', exact: true }).click();
  await page.getByRole('button', { name: 'Add Menu' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create Menu' }).click();
  await expect(toast(page, 'Menu Created Successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

async function pick(page: Page, label: string, option: string, button: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('button', { name: button }).click();
}

test('a menu gets kits and categories, its grid is laid out by drag and drop and by keyboard, saved, reloaded and copied', async ({ page }) => {
  const name = `Lobby ${Date.now().toString(36)}`;
  await signIn(page, 'admin', 'admin');
  await addMenu(page, name);

  const kits = page.locator('[aria-label="Kits"]');
  await kits.getByRole('button', { name: 'Edit' }).click();
  await pick(page, 'Add a kit', 'Small Popcorn ($6.50)', 'Add kit');
  await pick(page, 'Add a kit', 'Popcorn & Cola Combo ($12.50)', 'Add kit');
  // A new kit's price in the kits grid: typing on the focused cell edits it, Enter keeps it.
  await page
    .getByRole('region', { name: 'Kits on this menu' })
    .getByRole('row', { name: /Small Popcorn/ })
    .locator('[col-id="Price"]')
    .click();
  await page.keyboard.type('6.75');
  await page.keyboard.press('Enter');
  await kits.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Menu Saved Successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kit prices' }).getByText('$6.75')).toBeVisible();

  const categories = page.locator('[aria-label="Categories"]');
  await categories.getByRole('button', { name: 'Edit' }).click();
  await pick(page, 'Add a category', 'Combos', 'Add category');
  await pick(page, 'Add a category', 'Popcorn', 'Add category');
  // Popcorn first: rank follows the order shown.
  await page.getByRole('button', { name: 'Move Popcorn up' }).click();
  await categories.getByRole('button', { name: 'Save' }).click();
  // Saved once the section is back to viewing (the kits' toast may still be showing).
  await expect(categories.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(categories.getByText('Popcorn', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Edit grid' }).click();
  const grid = page.getByRole('grid', { name: 'Menu grid' });
  // Popcorn (rank 1) is shown first: drag Small Popcorn onto its first cell.
  // A drag begun while the grid is still settling can be dropped by the browser: drag again then.
  await expect(async () => {
    const empty = grid.getByRole('gridcell', { name: 'Row 1, column 1: empty' });
    if (await empty.count()) await page.getByRole('button', { name: 'Small Popcorn' }).dragTo(empty);
    await expect(grid.getByRole('gridcell', { name: 'Row 1, column 1: Small Popcorn' })).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 10_000 });

  // Combos by keyboard: pick the kit, arrow to the second cell, place it, make it double width.
  await page.getByText('Combos', { exact: true }).click();
  await page.getByRole('button', { name: 'Popcorn & Cola Combo' }).click();
  await grid.getByRole('gridcell', { name: 'Row 1, column 1: empty' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('gridcell', { name: 'Row 1, column 2: Popcorn & Cola Combo' })).toBeFocused();
  await page.keyboard.press('d');
  await expect(grid.getByRole('gridcell', { name: 'Row 1, column 2: Popcorn & Cola Combo (double width)' })).toBeVisible();
  // Column 3 is now part of the combo; only 1 and 4 are free in row 1.
  await expect(grid.getByRole('gridcell', { name: /^Row 1, column 3/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save grid' }).click();
  await expect(toast(page, 'Menu Saved Successfully')).toBeVisible();

  await page.reload();
  await page.getByText('Combos', { exact: true }).click();
  await expect(grid.getByRole('gridcell', { name: 'Row 1, column 2: Popcorn & Cola Combo (double width)' })).toBeVisible();
  await page.getByText('Popcorn', { exact: true }).click();
  await expect(grid.getByRole('gridcell', { name: 'Row 1, column 1: Small Popcorn' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the menu' }).click();
  await page.getByRole('button', { name: 'Copy' }).click();
  await page.getByLabel('Name of the copy').fill(`${name} copy`);
  await page.getByRole('dialog').getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page, 'Copied Successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${name} copy` })).toBeVisible();
  await page.getByRole('link', { name: 'Edit grid' }).click();
  await page.getByText('Combos', { exact: true }).click();
  await expect(grid.getByRole('gridcell', { name: 'Row 1, column 2: Popcorn & Cola Combo (double width)' })).toBeVisible();
});

test('a kit price shared with other menus asks before overwriting them all', async ({ page }) => {
  const name = `Balcony ${Date.now().toString(36)}`;
  await signIn(page, 'admin', 'admin');
  await addMenu(page, name);
  const kits = page.locator('[aria-label="Kits"]');
  await kits.getByRole('button', { name: 'Edit' }).click();
  await pick(page, 'Add a kit', 'Gummy Bears Bag ($4.75)', 'Add kit');
  await kits.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Menu Saved Successfully')).toBeVisible();

  // Only this menu: no question asked.
  await page.getByRole('button', { name: 'Change price of Gummy Bears Bag' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('4.95');
  await page.getByRole('button', { name: 'Save price' }).click();
  await expect(toast(page, 'Updated Successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kit prices' }).getByText('$4.95')).toBeVisible();

  // Every menu with the kit (the Default menu has it too): the spec's confirmation first; No keeps the dialog.
  await page.getByRole('button', { name: 'Change price of Gummy Bears Bag' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('5.10');
  await page.getByLabel(/Use this price on every menu with this kit/).check();
  await page.getByRole('button', { name: 'Save price' }).click();
  const question = 'This change is going to overwrite all the associated kits in all the menus. Are you sure you want to make this change?';
  await expect(page.getByText(question)).toBeVisible();
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page.getByText(question)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save price' }).click();
  await page.getByRole('button', { name: 'Yes, overwrite' }).click();
  await expect(toast(page, 'Updated Successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kit prices' }).getByText('$5.10')).toBeVisible();

  await page.goto('/menu/info?id=2');
  await expect(page.getByRole('region', { name: 'Kit prices' }).getByRole('row', { name: /Gummy Bears Bag/ })).toContainText('$5.10');
});

test('leaving a menu with unsaved changes asks first; a viewer sees menus but cannot add one', async ({ page, browser }) => {
  await signIn(page, 'admin', 'admin');
  await page.goto('/menu/info?id=2');
  await page.locator('[aria-label="Menu"]').getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Name').fill('Default (changed)');
  await page.getByRole('link', { name: 'Kits', exact: true }).click();
  await expect(page.getByText('Are you sure you want to leave this page? You may have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/menu\/info\?id=2/);
  await expect(page.getByLabel('Name')).toHaveValue('Default (changed)');
  await page.getByRole('link', { name: 'Kits', exact: true }).click();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/kit\/list/);

  const other = await browser.newContext();
  const viewer = await other.newPage();
  await signIn(viewer, 'viewer', 'viewer');
  await viewer.getByRole('link', { name: 'Menus', exact: true }).click();
  await expect(viewer.getByRole('region', { name: 'Menus' }).getByText('Default')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Add Menu' })).toHaveCount(0);
  await other.close();
});
