import { expect, test } from '@playwright/test';
import { createUser, expectSignedInAs, signIn } from './support';

test('editing the own name updates the name in the shell', async ({ page, request }) => {
  const user = await createUser(request, 'Robin', 'Rename');
  await signIn(page, user.username, user.password);
  await expectSignedInAs(page, 'Robin Rename');
  await expect(page).toHaveURL(/\/user\/profile\?id=\d+/);
  await expect(page).toHaveTitle('Intermission - Profile');
  await expect(page.getByText('Your profile')).toBeVisible();
  const basic = page.getByLabel('Basic Info');
  await basic.getByRole('button', { name: 'Edit' }).click();
  await basic.getByLabel('First Name').fill('Robyn');
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Saved')).toBeVisible();
  await expectSignedInAs(page, 'Robyn Rename');
  await page.reload();
  await expectSignedInAs(page, 'Robyn Rename');
});

test('a required name and a mismatched password confirmation are refused on the form', async ({ page }) => {
  await signIn(page, 'manager', 'manager');
  await page.getByTestId('current-user-name').click();
  const basic = page.getByLabel('Basic Info');
  await basic.getByRole('button', { name: 'Edit' }).click();
  await basic.getByLabel('First Name').fill('');
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(basic.getByText('First Name is required')).toBeVisible();

  // Opening another section closes the open one and restores what was loaded.
  await page.getByLabel('Password', { exact: true }).getByRole('button', { name: 'Edit' }).click();
  await expect(basic.getByLabel('First Name')).toHaveCount(0);
  await page.getByLabel('Current Password').fill('manager');
  await page.getByLabel('New Password').fill('manager-new-1');
  await page.getByLabel('Confirm Password').fill('manager-new-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password does not match confirmation')).toBeVisible();
  await basic.getByRole('button', { name: 'Edit' }).click();
  await expect(basic.getByLabel('First Name')).toHaveValue('Morgan');
});

test('the back button returns to the previous screen', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
  await expectSignedInAs(page, 'Avery Admin');
  const start = page.url();
  await page.goto('/user/profile?id=2');
  await expect(page.getByRole('heading', { name: 'Morgan Manager' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(start);
});
