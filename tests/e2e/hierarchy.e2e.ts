import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).last();
const section = (page: Page, title: string) => page.locator(`[aria-label="${title}"]`);
const crumb = (page: Page, name: string) => page.getByLabel('Breadcrumbs').getByRole('link', { name, exact: true });

/** A 1×1 PNG. */
const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The demo client's id, read through the API as admin. */
async function northwindId(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/v1/users/token', {
    data: { Username: 'admin', Password: 'admin', AuthClientID: 1, AuthClientSecret: 'intermission-demo-client-secret' },
  });
  const token = (await login.json()).LoginResult.Jwt as string;
  const res = await request.get('/api/v1/clients/_search?q=Northwind&skip=0&take=12', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const client = ((await res.json()) as { Id: number; Name: string }[]).find((c) => c.Name === 'Northwind Cinemas');
  expect(client).toBeTruthy();
  return client!.Id;
}

test('below a client: a theatre, a sales location with a station, par values and a bar image, a coupon, a venue good, a backup manager; archive and activate', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const unique = Date.now().toString(36);
  const theatreName = `Journey Stage ${unique}`;
  const locationName = `Journey Bar ${unique}`;
  const stationName = `Journey POS ${unique}`;
  const couponName = `Journey Voucher ${unique}`;

  await signIn(page, 'admin', 'admin');
  const clientId = await northwindId(page.request);
  await page.goto(`/client/venues?clientId=${clientId}&clientName=Northwind%20Cinemas`);
  await expect(page.getByRole('heading', { name: 'Venues of Northwind Cinemas' })).toBeVisible();
  await page.getByRole('region', { name: 'Venues' }).getByText('Harbor Point 12', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Harbor Point 12' })).toBeVisible();
  await expect(crumb(page, 'Northwind Cinemas')).toBeVisible();

  // A backup manager: the venue's own manager is not offered.
  const backups = section(page, 'Backup Managers');
  await backups.getByRole('button', { name: 'Edit' }).click();
  await backups.getByRole('button', { name: 'Add backup manager' }).click();
  await backups.getByRole('textbox', { name: 'Backup manager' }).last().click();
  await expect(page.getByRole('option', { name: 'Morgan Manager' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Vic Viewer' }).click();
  await backups.getByLabel('Expiry date').last().fill('2030-12-31');
  await backups.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Venue Saved')).toBeVisible();
  await expect(backups.getByText('Vic Viewer (until 2030-12-31)')).toBeVisible();

  // A theatre with card processing: the token comes back masked.
  await section(page, 'Theatres').getByRole('link', { name: 'Add Theatre' }).click();
  await expect(page.getByRole('heading', { name: 'Add Theatre' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(theatreName);
  await expect(page.getByLabel('Access Token')).toHaveCount(0);
  await page.getByLabel('Credit cards implemented').check();
  await page.getByLabel('Access Token').fill('tok-secret-1234');
  await page.getByRole('button', { name: 'Create Theatre' }).click();
  await expect(toast(page, 'Theatre Created')).toBeVisible();
  await expect(page.getByRole('heading', { name: theatreName })).toBeVisible();
  await expect(section(page, 'Basic Info').getByText(/^•+1234$/)).toBeVisible();
  await expect(crumb(page, 'Harbor Point 12')).toBeVisible();

  // A sales location under it, on the Default menu.
  await section(page, 'Sales Locations').getByRole('link', { name: 'Add Sales Location' }).click();
  await expect(page.getByRole('heading', { name: 'Add Sales Location' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(locationName);
  await expect(page.getByRole('textbox', { name: 'Menu' })).toHaveValue('Default');
  await page.getByRole('button', { name: 'Create Sales Location' }).click();
  await expect(toast(page, 'Sales Location Created')).toBeVisible();
  await expect(page.getByRole('heading', { name: locationName })).toBeVisible();
  await expect(section(page, 'Basic Info').getByText('Default', { exact: true })).toBeVisible();
  await expect(crumb(page, theatreName)).toBeVisible();

  // A station, the inventory station, added inline.
  const stations = section(page, 'Stations');
  await stations.getByRole('button', { name: 'Edit' }).click();
  await stations.getByRole('textbox', { name: /^Name/ }).fill(stationName);
  await stations.getByLabel('Serial Number').fill(`SN-${unique}`);
  await stations.getByLabel('Inventory station').check();
  await stations.getByRole('button', { name: 'Add Station' }).click();
  await expect(toast(page, 'Station Added Successfully')).toBeVisible();
  await expect(stations.getByRole('link', { name: stationName })).toBeVisible();
  await expect(stations.getByText('Inventory', { exact: true })).toBeVisible();
  await stations.getByRole('button', { name: 'Close' }).click();

  // Par values: 12 is kept, 0 is dropped.
  const parValues = section(page, 'Par Values');
  await parValues.getByRole('button', { name: 'Edit' }).click();
  await parValues.getByLabel('Chocolate Bar', { exact: true }).fill('12');
  await parValues.getByLabel('Gummy Bears', { exact: true }).fill('0');
  await parValues.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Par Values Updated Successfully')).toBeVisible();
  await expect(parValues.getByText('Chocolate Bar: 12')).toBeVisible();
  await expect(parValues.getByText(/Gummy Bears/)).toHaveCount(0);

  // A bar image: uploaded, shown as a thumbnail and full size.
  const barImages = section(page, 'Bar Images');
  const chooser = page.waitForEvent('filechooser');
  await barImages.getByRole('button', { name: 'Add image' }).click();
  await (await chooser).setFiles({ name: 'bar-setup.png', mimeType: 'image/png', buffer: pixel });
  await expect(toast(page, 'BarSetup Image Added Successfully')).toBeVisible();
  await expect(barImages.getByRole('img', { name: 'bar-setup.png' })).toBeVisible();
  await barImages.getByRole('button', { name: 'View bar-setup.png' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'bar-setup.png (full size)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A coupon worth $0 is a Dynamic Voucher.
  await crumb(page, 'Harbor Point 12').click();
  await expect(page.getByRole('heading', { name: 'Harbor Point 12' })).toBeVisible();
  await section(page, 'Coupons').getByRole('link', { name: 'Add Coupon' }).click();
  await expect(page.getByRole('heading', { name: 'Add Coupon' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(couponName);
  await page.getByLabel('Dollar Value').fill('0');
  await page.getByLabel('goods: Available').getByLabel('Popcorn Bag Large').check();
  await page.getByRole('button', { name: 'Add marked goods' }).click();
  await page.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(toast(page, 'Coupon Created')).toBeVisible();
  await expect(page.getByRole('heading', { name: couponName })).toBeVisible();
  await expect(section(page, 'Basic Info').getByText('Dynamic Voucher')).toBeVisible();
  await expect(section(page, 'Basic Info').getByRole('link', { name: 'Popcorn Bag Large' })).toBeVisible();
  await crumb(page, 'Harbor Point 12').click();
  await section(page, 'Coupons')
    .getByRole('link', { name: /See (all \d+|the) coupons/ })
    .click();
  await page.getByLabel('Search').fill(couponName);
  await expect(page.getByTestId('list-count')).toHaveText('1 in all');
  await expect(page.getByRole('region', { name: 'Coupons' }).getByText('Dynamic Voucher')).toBeVisible();

  // A good under the venue (document 1 §2.3 "Goods under a venue: list, info (id), add"): added from
  // the venue's Goods panel, then its info page opened from the venue's goods list and from the panel.
  const goodName = 'Lager Keg (oz)';
  await crumb(page, 'Harbor Point 12').click();
  await section(page, 'Goods').getByRole('link', { name: 'Add Goods' }).click();
  await expect(page.getByRole('heading', { name: 'Add Goods to Harbor Point 12' })).toBeVisible();
  const available = page.getByLabel('goods: Available');
  await expect(available.getByRole('checkbox').first()).toBeVisible();
  // Offered unless an earlier run against the same server (a reused one) added it already.
  if (await available.getByLabel(goodName, { exact: true }).count()) {
    await available.getByLabel(goodName, { exact: true }).check();
    await page.getByRole('button', { name: 'Add marked goods' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Good Saved Successfully')).toBeVisible();
  } else await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Goods of Harbor Point 12' })).toBeVisible();
  await page.getByLabel('Search').fill('Lager');
  await page.getByRole('region', { name: 'Goods of the venue' }).getByText(goodName).click();
  await expect(page).toHaveURL(/\/client\/venueGoods\/info\?id=\d+&.*venueId=\d+/);
  await expect(page.getByRole('heading', { name: goodName })).toBeVisible();
  await expect(crumb(page, 'Harbor Point 12')).toBeVisible();
  await expect(crumb(page, 'Northwind Cinemas')).toBeVisible();
  const basicInfo = section(page, 'Basic Info');
  await expect(basicInfo.getByText('Beer', { exact: true })).toBeVisible();
  await expect(basicInfo.getByText('Alcoholic Beverage', { exact: true })).toBeVisible();
  await expect(basicInfo.getByText('Yes, 1984 oz', { exact: true })).toBeVisible();
  await expect(basicInfo.getByText('Bar Revenue', { exact: true })).toBeVisible();
  await expect(section(page, 'At the venue').getByLabel('Added')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/);
  // Read-only here: the good is edited in the catalogue.
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open in the catalogue' }).click();
  await expect(page).toHaveURL(/\/good\/info\?id=\d+$/);
  await expect(page.getByRole('heading', { name: goodName })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'All goods of Harbor Point 12' }).click();
  await expect(page.getByRole('heading', { name: 'Goods of Harbor Point 12' })).toBeVisible();
  await crumb(page, 'Harbor Point 12').click();
  await section(page, 'Goods').getByRole('link', { name: goodName }).click();
  await expect(page).toHaveURL(/\/client\/venueGoods\/info\?id=\d+&/);
  await expect(section(page, 'Basic Info').getByText('Yes, 1984 oz', { exact: true })).toBeVisible();

  // The theatre is archived (back to the theatres list), then activated from the inactive ones.
  await crumb(page, 'Harbor Point 12').click();
  await section(page, 'Theatres')
    .getByRole('link', { name: /See (all \d+|the) theatres/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Theatres of Harbor Point 12' })).toBeVisible();
  await page.getByLabel('Search').fill(theatreName);
  await page.getByRole('region', { name: 'Theatres' }).getByText(theatreName).click();
  await expect(page.getByRole('heading', { name: theatreName })).toBeVisible();
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(toast(page, 'Theatre Archived')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/theatres\?/);
  await expect(page.getByRole('heading', { name: 'Theatres of Harbor Point 12' })).toBeVisible();
  await page.getByLabel('Search').fill(theatreName);
  await expect(page.getByTestId('list-count')).toHaveText('0 in all');
  await page.getByLabel('Inactive').check();
  await page.getByRole('region', { name: 'Theatres' }).getByText(theatreName).click();
  await expect(page.getByText('Archived', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(toast(page, 'Theatre Activated')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/theatres\?/);
  await page.getByLabel('Inactive').uncheck();
  await page.getByLabel('Search').fill(theatreName);
  await expect(page.getByRole('region', { name: 'Theatres' }).getByText(theatreName)).toBeVisible();

  // What was built shows in the client's tree and in the cross-client theatre list.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Clients', exact: true }).click();
  // The clients page first: filled at once, the text can go to the page being left's own Search box (seen once in CI).
  await expect(page.getByRole('heading', { name: 'Manage Clients' })).toBeVisible();
  await page.getByLabel('Search').fill('Northwind');
  // The search's own answer first: a click on the unfiltered page's row as the grid redraws is lost (seen once in CI).
  await expect(page.getByTestId('list-count')).toHaveText('1 in all');
  await page.getByRole('region', { name: 'Clients' }).getByText('Northwind Cinemas').click();
  await page
    .getByRole('link', { name: 'Tree' })
    .or(page.getByRole('button', { name: 'Tree' }))
    .first()
    .click();
  await expect(page.getByRole('link', { name: theatreName })).toBeVisible();
  await expect(page.getByText(stationName)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Theatres', exact: true }).click();
  await page.getByLabel('Search').fill(theatreName);
  await expect(page.getByTestId('list-count')).toHaveText('1 in all');
  await expect(page.getByRole('link', { name: 'Harbor Point 12' }).first()).toBeVisible();
});
