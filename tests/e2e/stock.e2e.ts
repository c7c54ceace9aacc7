import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).last();

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a quantity into a grid cell, again while a redraw of the grid (its rows arriving) swallowed the edit. */
async function enterQuantity(page: Page, cell: Locator, value: string) {
  await expect(async () => {
    await cell.click();
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
    await expect(cell).toHaveText(value, { timeout: 1_500 });
  }).toPass({ timeout: 10_000 });
}

/** A quantity cell once its location's quantities have loaded. */
async function quantity(cell: Locator): Promise<number> {
  await expect(cell).toHaveText(/^-?\d+(\.\d+)?$/);
  return Number(await cell.innerText());
}

test('a transfer of 2 Bottled Water from Harbor Point 12 to Bar 1 changes what is on hand at both at once', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
  await page.goto('/inventoryTransfers/add');
  await expect(page.getByRole('heading', { name: 'Add Transfer' })).toBeVisible();
  await pick(page, 'From location', 'Harbor Point 12');
  await pick(page, 'To location', 'Bar 1');
  const atVenue = page.getByLabel('Bottled Water on hand at Harbor Point 12', { exact: true });
  const atBar = page.getByLabel('Bottled Water on hand at Bar 1', { exact: true });
  const venueBefore = await quantity(atVenue);
  const barBefore = await quantity(atBar);
  expect(venueBefore).toBeGreaterThanOrEqual(2);

  // The quantity cell of the goods grid: typing on it edits it, Enter keeps the value.
  await page.getByLabel('Quantity of Bottled Water', { exact: true }).click();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(toast(page, 'Transfer Created Successfully')).toBeVisible();
  await expect(atVenue).toHaveText(String(venueBefore - 2));
  await expect(atBar).toHaveText(String(barBefore + 2));
  await expect(page.getByLabel('Quantity of Bottled Water', { exact: true })).toHaveText('');

  // Nothing entered: the spec's message, nothing posted.
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(toast(page, 'Nothing to Transfer')).toBeVisible();
});

test('a wastage of 1 Chocolate Bar at Bar 1 is recorded and listed as a Wastage', async ({ page }) => {
  // A wastage recorded, then found in the list and opened: about 30 s on a loaded runner, so the long-journey budget (as orders and venue reports).
  test.slow();
  await signIn(page, 'admin', 'admin');
  await page.goto('/inventoryTransfers/wastage');
  await expect(page.getByRole('heading', { name: 'Wastage' })).toBeVisible();
  await pick(page, 'Location', 'Bar 1');
  await page.getByRole('textbox', { name: 'Reason', exact: true }).click();
  await page.getByRole('option').first().click();
  const onHand = page.getByLabel('Chocolate Bar on hand at Bar 1', { exact: true });
  const before = await quantity(onHand);
  await enterQuantity(page, page.getByLabel('Quantity of Chocolate Bar', { exact: true }), '1');
  await page.getByRole('button', { name: 'Record Wastage' }).click();
  await expect(toast(page, 'Wastage Updated Successfully')).toBeVisible();
  await expect(onHand).toHaveText(String(before - 1));

  await page.goto('/inventoryTransfers/list');
  await expect(page.getByRole('heading', { name: 'Inventory Transfers' })).toBeVisible();
  await pick(page, 'Type', 'Wastage');
  // The list reloads as the filters change: wait for the search's answer before choosing a row.
  const searched = page.waitForResponse((r) => r.url().includes('/transfers/_search') && (r.request().postData() ?? '').includes('Bar 1'));
  await page.getByLabel('Search').fill('Bar 1');
  await searched;
  const list = page.getByRole('region', { name: 'Inventory Transfers' });
  const row = list.getByRole('row').filter({ hasText: 'Wastage' }).filter({ hasText: 'Bar 1' }).first();
  await expect(row).toBeVisible();
  // A click that lands while the grid redraws its rows is lost: click again until it opens.
  await expect(async () => {
    await row.click();
    await expect(page).toHaveURL(/\/inventoryTransfers\/info\?id=.+&isWastage=true/, { timeout: 1_500 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Wastage' })).toBeVisible();
  const line = page.getByRole('region', { name: 'Goods moved' }).getByRole('row').filter({ hasText: 'Chocolate Bar' });
  await expect(line.getByRole('gridcell').nth(1)).toHaveText('1');
  await expect(page.getByLabel('From', { exact: true })).toHaveText('Harbor Point 12 · Bar 1');
});

test('set inventory at Bar 1 with one Gummy Bears fewer than on hand records a loss of 1 after a confirmation', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
  await page.goto('/inventoryTransfers/setInventory');
  await expect(page.getByRole('heading', { name: 'Inventory Reconciliation' })).toBeVisible();
  await pick(page, 'Location', 'Bar 1');
  const onHand = page.getByLabel('Gummy Bears on hand at Bar 1', { exact: true });
  const before = await quantity(onHand);
  expect(before).toBeGreaterThanOrEqual(1);
  await page.getByLabel('Count of Gummy Bears', { exact: true }).click();
  await page.keyboard.type(String(before - 1));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Gummy Bears difference', { exact: true })).toHaveText('-1');
  await page.getByRole('button', { name: 'Set Inventory' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Gummy Bears')).toBeVisible();
  await dialog.getByRole('button', { name: 'Set Inventory' }).click();
  await expect(toast(page, 'Set Inventory Successfully!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Adjustments recorded' }).getByLabel('Gummy Bears adjustment', { exact: true })).toHaveText('-1');
  await expect(onHand).toHaveText(String(before - 1));
});

test('the manager is offered only the locations of the venues they manage', async ({ page }) => {
  await signIn(page, 'manager', 'manager');
  await page.goto('/inventoryTransfers/add');
  await page.getByRole('textbox', { name: 'From location', exact: true }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: 'Harbor Point 12', exact: true })).toBeVisible();
  await expect(listbox.getByRole('option', { name: 'Elm Street 8', exact: true })).toBeVisible();
  await expect(listbox.getByRole('option', { name: /Lakeside Playhouse/ })).toHaveCount(0);
  await expect(listbox).not.toContainText('Lakeside Playhouse');
});

test('initialize inventory at Bar 1 adds 3 Cups; an unreadable quantity is refused on its cell first', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
  await page.goto('/inventoryTransfers/intializeInventory');
  await page.getByRole('textbox', { name: 'Location', exact: true }).click();
  await page.getByRole('option', { name: 'Bar 1', exact: true }).click();
  const onHand = page.getByLabel('Cup 32 oz on hand at Bar 1', { exact: true });
  await expect(onHand).toHaveText(/^\d+(\.\d+)?$/);
  const before = Number(await onHand.innerText());
  await page.getByLabel('Quantity of Cup 32 oz', { exact: true }).click();
  await page.keyboard.type('abc');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Initialize Inventory' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cup 32 oz: Quantity must be a number of 0 or more' })).toBeVisible();
  await page.getByLabel('Quantity of Cup 32 oz', { exact: true }).click();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await page.getByLabel('Notes').fill('opening');
  await page.getByRole('button', { name: 'Initialize Inventory' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Initialized Inventory Successfully!' }).last()).toBeVisible();
  await expect(onHand).toHaveText(String(before + 3));
  await expect(page.getByLabel('Notes')).toHaveValue('');
});

test('the movement forms say what is missing on the form; a patrons room transfer names its destination as the pickers do', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
  await page.goto('/inventoryTransfers/add');
  await pick(page, 'From location', 'Harbor Point 12');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('Choose the location to transfer to')).toBeVisible();

  // A count of nothing: the spec's message, nothing to confirm.
  await page.goto('/inventoryTransfers/setInventory');
  await pick(page, 'Location', 'Bar 1');
  await quantity(page.getByLabel('Gummy Bears on hand at Bar 1', { exact: true }));
  await page.getByRole('button', { name: 'Set Inventory' }).click();
  await expect(toast(page, 'Nothing to reconcile')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/inventoryTransfers/patronsRoomTransfer');
  await pick(page, 'From location', 'Bar 1');
  await expect(page.getByRole('textbox', { name: 'To location', exact: true })).toHaveValue('Harbor Point 12 Patrons Room');
});
