import { expect, test } from '@playwright/test';
import { createUser, expectSignedInAs, menuLabels, signIn } from './support';

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

test("a role's claim change reaches a signed-in user's menu without a new sign-in", async ({ page, browser, request }) => {
  const roleName = `Box Office ${unique()}`;
  await signIn(page, 'admin', 'admin');
  await expectSignedInAs(page, 'Avery Admin');
  await page.goto('/roles/add');
  await page.getByLabel('Name').fill(roleName);
  await page.getByRole('radiogroup', { name: 'Users', exact: true }).getByText('ReadOnly').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role Created Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/roles\/info\?id=\d+/);
  const roleId = Number(new URL(page.url()).searchParams.get('id'));

  const clerk = await createUser(request, 'Riley', 'Roles', roleId);
  const other = await browser.newContext();
  const clerkPage = await other.newPage();
  await signIn(clerkPage, clerk.username, clerk.password);
  await expectSignedInAs(clerkPage, clerk.name);
  expect(await menuLabels(clerkPage)).toEqual(['Users']);

  await page.getByRole('radiogroup', { name: 'Pos Users', exact: true }).getByText('ReadOnly').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role Saved Successfully')).toBeVisible();

  // The clerk's next call carries update-roles; the shell refreshes the token and the menu.
  await clerkPage.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(clerkPage.getByRole('navigation', { name: 'Main menu' }).getByText('POS Users')).toBeVisible();
  await other.close();
});

test('an administrator adds a user, gives phones, and takes access away', async ({ page }) => {
  const last = `Lister${unique()}`;
  await signIn(page, 'admin', 'admin');
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveTitle('Intermission - Users');
  await expect(page.getByTestId('list-count')).toContainText('in all');
  await page.getByRole('button', { name: 'Add User' }).click();
  await page.getByLabel('First Name').fill('Jordan');
  await page.getByLabel('Last Name').fill(last);
  await page.getByLabel('Username').fill(`jordan.${last.toLowerCase()}`);
  await page.getByLabel('Password', { exact: true }).fill('jordan-pass-1');
  await page.getByLabel('Confirm Password').fill('jordan-pass-2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('jordan-pass-1');
  await page.getByRole('textbox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Viewer' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Created')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Jordan ${last}` })).toBeVisible();

  const phones = page.getByLabel('Phones');
  await phones.getByRole('button', { name: 'Edit' }).click();
  await phones.getByLabel('Phone number').fill('555123456742');
  await expect(phones.getByLabel('Extension')).toHaveValue('42');
  await phones.getByLabel('Phone number').press('Enter');
  await expect(phones.getByLabel('Phone number')).toHaveCount(2);
  await phones.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Saved')).toBeVisible();
  await expect(phones.getByText('(555) 123-4567 x42')).toBeVisible();

  await page.getByRole('button', { name: 'Deactivate access' }).click();
  await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();
  await page.goto('/user/');
  await page.locator('label', { hasText: /^Deactivated$/ }).click();
  await page.getByLabel('Search').fill(last);
  await expect(page.getByRole('region', { name: 'Users' }).getByText(last, { exact: true })).toBeVisible();
});

test('POS users: a PIN taken in the venue is refused, and deactivation says so', async ({ page }) => {
  const last = `Seller${unique()}`;
  const pin = String(1000 + Math.floor(Math.random() * 8999));
  await signIn(page, 'admin', 'admin');
  for (const [first, expected] of [
    ['Ari', 'PosUser Created Successfully'],
    ['Bo', 'This PIN is already used by another POS user of this venue'],
  ] as const) {
    await page.goto('/pos/add');
    await page.getByLabel('First Name').fill(first);
    await page.getByLabel('Last Name').fill(last);
    await page.getByRole('textbox', { name: 'Venue' }).click();
    await page.getByRole('option', { name: 'Riverside Stage (Lakeside Theatres)' }).click();
    await page.getByLabel('PIN').fill(pin);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(expected)).toBeVisible();
  }
  await page.goto('/pos/list');
  await page.getByLabel('Search').fill(last);
  await page.getByRole('region', { name: 'POS Users' }).getByText('Ari').click();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('PosUser Deactivated')).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('PosUser Activated')).toBeVisible();

  // A new PIN: the schema's rule on the field first, then saved.
  const pinSection = page.locator('[aria-label="PIN"]');
  await pinSection.getByRole('button', { name: 'Edit' }).click();
  await pinSection.getByLabel('New PIN').fill('12');
  await pinSection.getByRole('button', { name: 'Save' }).click();
  await expect(pinSection.getByText('The PIN must be 4 to 8 digits')).toBeVisible();
  await pinSection.getByLabel('New PIN').fill(`${pin}9`);
  await pinSection.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('PosUser Saved Successfully')).toBeVisible();
  await expect(pinSection.getByRole('button', { name: 'Edit' })).toBeVisible();
});

test('managed items: rows added with Enter are saved, and removing an item in use is refused', async ({ page }) => {
  const name = `Drizzle ${unique()}`;
  await signIn(page, 'admin', 'admin');
  await page.getByRole('link', { name: 'Managed Items Settings' }).click();
  await page.getByRole('textbox', { name: 'List' }).click();
  await page.getByRole('option', { name: 'Weather Types' }).click();
  const names = page.getByRole('table', { name: 'Weather Types' }).getByRole('textbox');
  await expect(names.first()).toHaveValue('Clear');
  const before = await names.count();
  await names.last().press('Enter');
  await expect(names).toHaveCount(before + 1);
  await expect(names.last()).toBeFocused();
  await names.last().fill(name);
  await names.last().press('ArrowUp');
  await expect(names.nth(before - 1)).toBeFocused();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Weather Types Updated Successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Weather Types' }).getByRole('textbox').last()).toHaveValue(name);

  await page.getByRole('textbox', { name: 'List' }).click();
  await page.getByRole('option', { name: 'Tax Rates' }).click();
  await page.getByRole('button', { name: 'Remove State Sales Tax' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tax Rates Update Failed. Make sure any removed tax rates are not being used.')).toBeVisible();
});

test('application settings save, and IP ranges are added and deleted', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
  await page.getByRole('link', { name: 'App Settings' }).click();
  await expect(page.getByText('Download the point-of-sale package 4.2.1')).toBeVisible();
  const group = page.getByLabel('Point of Sale Settings');
  await group.getByRole('textbox', { name: 'Point of Sale Settings value 1' }).fill(`Thanks ${unique()}`);
  await group.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('SLERP Settings Updated Successfully!')).toBeVisible();

  await page.getByRole('link', { name: 'IP Whitelisting' }).click();
  await page.getByRole('button', { name: 'Add Range' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add IP Range' });
  const octet = String(10 + Math.floor(Math.random() * 200));
  await dialog.getByLabel('Name').fill(`Branch ${octet}`);
  const inputs = dialog.getByRole('textbox');
  await inputs.nth(1).fill('198');
  await inputs.nth(2).fill('51');
  await inputs.nth(3).fill(octet);
  await inputs.nth(4).fill('20');
  await inputs.nth(5).fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid IP Range')).toBeVisible();
  await inputs.nth(5).fill('30');
  await dialog.getByLabel('Keep this dialog open to add another').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const row = page.getByRole('row', { name: new RegExp(`Branch ${octet}`) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted Successfully')).toBeVisible();
});

test('export settings: an account mapping typed in the grid is saved', async ({ page }) => {
  const name = `Bar revenue ${unique()}`;
  await signIn(page, 'admin', 'admin');
  await page.goto('/export-settings/export-settings');
  const grid = page.getByRole('region', { name: 'Account mappings' });
  await grid.locator('.ag-row[row-index="0"] [col-id="AccountName"]').click();
  await grid.locator('input').fill(name);
  await grid.locator('input').press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated Successfully!')).toBeVisible();
  await page.reload();
  await expect(grid.locator('.ag-row[row-index="0"] [col-id="AccountName"]')).toHaveText(name);
});
