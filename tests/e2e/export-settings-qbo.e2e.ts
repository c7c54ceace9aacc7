import { expect, test } from '@playwright/test';
import { signIn } from './support';

// An administrator connects QuickBooks Online in the export settings: the secrets are never shown
// again, a save that leaves them empty keeps them, and disconnecting forgets them.
test('export settings: the QuickBooks Online connection is saved with write-only secrets', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
  await page.goto('/export-settings/export-settings');
  await page.getByLabel('Company id').fill('9341452909345678');
  await page.getByLabel('Client id', { exact: true }).fill('ABcLientFromIntuit');
  await page.getByLabel('Client secret', { exact: true }).fill('a-secret-from-intuit');
  await page.getByLabel('Refresh token', { exact: true }).fill('RT1-a-refresh-token');
  await page.getByLabel('API address').fill('http://127.0.0.1:9/');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated Successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Client id', { exact: true })).toHaveValue('ABcLientFromIntuit');
  await expect(page.getByLabel('Client secret', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Client secret', { exact: true })).toHaveAttribute('placeholder', 'Stored: leave empty to keep it');
  await expect(page.getByLabel('Refresh token', { exact: true })).toHaveAttribute('placeholder', 'Stored: leave empty to keep it');
  await expect(page.getByLabel('Token address')).toHaveAttribute('placeholder', 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer');

  // A save that leaves the secrets empty keeps them.
  await page.getByLabel('Accounting company').fill('Northwind Books');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated Successfully!').last()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Client secret', { exact: true })).toHaveAttribute('placeholder', 'Stored: leave empty to keep it');

  await page.getByLabel('Disconnect: forget the client secret and tokens').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Client secret', { exact: true })).toHaveAttribute('placeholder', 'Not set');
});
