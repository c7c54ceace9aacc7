import { expect, type Page, test } from '@playwright/test';
import { localDay, todayIn } from '@intermission/contracts';
import { adminApi, type Api, pick, toast } from './shows-support';
import { signIn } from './support';

// Issue 14's "Done when": a manual sale with a voucher and a discount, its duplicate confirmation, a
// refund line, then the show event's deposit posted, after which a further manual sale is refused.

const DuplicateConfirm = 'A matching sale already exists, which may be in the sync queue waiting to be processed.';
const DepositPostedRefusal = 'The deposit for this show event has been posted: no more manual sales can be made for it.';

interface Stage {
  event: { Id: number; Show: string; Start: string; TheatreName: string; VenueName: string; TimeZone: string };
  salesLocation: string;
  posUser: string;
  kit: { Name: string; Price: number };
}

interface DepositRow {
  ShowEventId: number;
  ShowName: string;
  Start: string;
  TheatreId: number;
  TheatreName: string;
  VenueId: number;
  VenueName: string;
  IsPosted: boolean;
}

/**
 * An ended demo show event of the last days at one of the user's venues whose deposit is still
 * unposted (the demo leaves the last two days' so), at a theatre with a sales location whose menu
 * sells a $9 kit: picked by what is unposted, so the journey runs again on the same database with the
 * next one. Read through the calls the sale entry itself makes (the user's own lookups).
 */
async function stage(api: Api): Promise<Stage> {
  const theatres = await api.get<{ Id: number; VenueId: number; TimeZone: string }[]>('theatres');
  const posUsers = await api.get<{ FirstName: string; LastName: string; VenueName: string; VenueId: number }[]>('sales/posUsers');
  const zone = theatres[0]!.TimeZone;
  const rows = await api.post<DepositRow[]>('deposits/_search', { FromDate: todayIn(zone, 3), ToDate: todayIn(zone), Take: 200 });
  for (const row of rows.filter((r) => !r.IsPosted)) {
    const posUser = posUsers.find((p) => p.VenueId === row.VenueId);
    if (!posUser) continue;
    for (const location of await api.get<{ Id: number; Name: string }[]>(`goods/_simpleSalesLocations/${row.VenueId}`)) {
      const menu = await api.get<{ TheatreId: number; MenuKits: { Name: string; Price: number }[] }>(`sales/salesLocations/${location.Id}/menu`);
      const kit = menu.MenuKits.find((k) => k.Price === 9);
      if (menu.TheatreId !== row.TheatreId || !kit) continue;
      return {
        event: {
          Id: row.ShowEventId,
          Show: row.ShowName,
          Start: row.Start,
          TheatreName: row.TheatreName,
          VenueName: row.VenueName,
          TimeZone: theatres.find((t) => t.Id === row.TheatreId)!.TimeZone,
        },
        salesLocation: location.Name,
        posUser: `${posUser.FirstName} ${posUser.LastName} (${posUser.VenueName})`,
        kit,
      };
    }
  }
  throw new Error('The demo has no unposted ended show event at the manager’s venues with a menu selling a $9 kit');
}

/** "Evening Revue · 9:00 PM": the show event as the sale entry offers it. */
const eventLabel = (s: Stage) =>
  `${s.event.Show} · ${new Date(s.event.Start).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: s.event.TimeZone })}`;

/** The sale's header: POS user (which chooses its venue), sales location, the event's day and the event. */
async function chooseSaleHeader(page: Page, s: Stage) {
  await pick(page, 'POS User', s.posUser);
  await expect(page.getByRole('textbox', { name: 'Venue', exact: true })).toHaveValue(s.event.VenueName);
  await pick(page, 'Sales Location', s.salesLocation);
  await page.getByLabel('Date', { exact: true }).fill(localDay(s.event.Start, s.event.TimeZone));
  await pick(page, 'Show Event', eventLabel(s));
}

/** Chooses the kit on line `n` (the trailing empty line) and types its quantity. */
async function line(page: Page, n: number, kit: string, qty: string) {
  await pick(page, `Kit of line ${n}`, kit);
  // Choosing a kit on the trailing line adds a new empty one; its quantity starts at 1.
  await expect(page.getByRole('textbox', { name: `Kit of line ${n + 1}`, exact: true })).toHaveValue('');
  await expect(page.getByLabel(`Quantity of line ${n}`, { exact: true })).toHaveValue('1');
  await page.getByLabel(`Quantity of line ${n}`, { exact: true }).fill(qty);
}

/** The sale with a discount and a Dynamic Voucher paying its discounted total. */
async function enterVoucherSale(page: Page, s: Stage) {
  await chooseSaleHeader(page, s);
  await line(page, 1, s.kit.Name, '2');
  await pick(page, 'Voucher', 'Group Sales Voucher (Dynamic Voucher)');
  await expect(page.getByLabel('Amount per Voucher')).toHaveValue('18.00');
  // The Dynamic Voucher follows the discounted total.
  await page.getByLabel('Discount %').fill('10');
  await expect(page.getByLabel('Subtotal', { exact: true })).toHaveText('$18.00');
  await expect(page.getByLabel('Discounted Total', { exact: true })).toHaveText('$16.20');
  await expect(page.getByLabel('Discount Payment', { exact: true })).toHaveText('$1.80');
  await expect(page.getByLabel('Amount per Voucher')).toHaveValue('16.20');
}

test('a manager enters a sale with a voucher and a discount, meets its duplicate, refunds a line, posts the deposit and is refused a further sale', async ({
  page,
  request,
}) => {
  // A long journey (three sales, the deposits list, a post and a refused sale): 54.6 s passed and, in the next run on the
  // same loaded 2-core runner (2026-11-27), 60 s ran out at its last step with every step passing: the long-journey budget.
  test.setTimeout(180_000);
  // The demo venue manager: VenueManager and Deposits, none of the master data claims (POS users, menus, coupons).
  const s = await stage(await adminApi(request, 'manager'));
  await signIn(page, 'manager', 'manager');

  // The sale: 2 × $9 less 10 %, paid by a Dynamic Voucher of $16.20.
  await page.goto('/sales/add');
  await expect(page.getByRole('heading', { name: 'Manage Sales' })).toBeVisible();
  // Nothing chosen: the spec's words for the POS user, and nothing is sent.
  await page.getByRole('button', { name: 'Save Sale' }).click();
  await expect(page.getByText('Cannot retrieve POS User ID. Please refresh the page and try again.')).toBeVisible();
  await expect(page.getByText('Venue is required')).toBeVisible();
  await enterVoucherSale(page, s);
  await page.getByRole('button', { name: 'Save Sale' }).click();
  await expect(toast(page, 'Sale Created Successfully')).toBeVisible();
  // Success clears the form.
  await expect(page.getByRole('textbox', { name: 'POS User', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Kit of line 1', exact: true })).toHaveValue('');

  // The same sale again: the duplicate confirmation. Waiting posts nothing and keeps the form; then post anyways.
  await enterVoucherSale(page, s);
  await page.getByRole('button', { name: 'Save Sale' }).click();
  let dialog = page.getByRole('dialog', { name: 'Matching sale' });
  await expect(dialog).toContainText(DuplicateConfirm);
  await dialog.getByRole('button', { name: 'Wait for processing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Discounted Total', { exact: true })).toHaveText('$16.20');
  await page.getByRole('button', { name: 'Save Sale' }).click();
  dialog = page.getByRole('dialog', { name: 'Matching sale' });
  await dialog.getByRole('button', { name: 'Post anyways' }).click();
  await expect(toast(page, 'Sale Created Successfully')).toBeVisible();
  // The form clears once the save has answered, just after the toast: a choice made before that is wiped (seen once in CI).
  await expect(page.getByRole('textbox', { name: 'POS User', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Kit of line 1', exact: true })).toHaveValue('');

  // A refund: one of the kits back (a negative quantity), no discount, no voucher.
  await chooseSaleHeader(page, s);
  await line(page, 1, s.kit.Name, '-1');
  await expect(page.getByLabel('Subtotal', { exact: true })).toHaveText('($9.00)');
  await page.getByRole('button', { name: 'Save Sale' }).click();
  await expect(toast(page, 'Sale Created Successfully').last()).toBeVisible();

  // The show event's deposit: found on the list by venue, day and show; posted after confirmation.
  await page.goto('/deposits/list');
  await expect(page.getByRole('heading', { name: 'Manage Deposits' })).toBeVisible();
  await pick(page, 'Venue', s.event.VenueName);
  const day = localDay(s.event.Start, s.event.TimeZone);
  await page.getByLabel('From date').fill(day);
  await page.getByLabel('To date').fill(day);
  await page.getByLabel('Search').fill(s.event.Show);
  const row = page.getByRole('row').filter({ hasText: s.event.TheatreName }).filter({ hasText: s.event.Show });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('No');
  await row.getByRole('gridcell').first().click();
  await expect(page.getByRole('heading', { name: `Deposit: ${s.event.Show}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`showEventId=${s.event.Id}&fromDate=${day}&toDate=${day}`));
  await expect(page.getByTestId('deposit-state')).toHaveText('Not posted');
  await page.getByRole('button', { name: 'Post Deposit' }).click();
  dialog = page.getByRole('dialog', { name: 'Post Deposit' });
  await expect(dialog).toContainText('no more changes are allowed');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page, 'Posted Successfully')).toBeVisible();
  await expect(page.getByTestId('deposit-state')).toHaveText('Posted');
  await expect(page.getByRole('button', { name: 'Post Deposit' })).toBeHidden();

  // A further manual sale for that show event is refused with the posted deposit's words.
  await page.goto('/sales/add');
  await chooseSaleHeader(page, s);
  await line(page, 1, s.kit.Name, '3');
  await page.getByRole('button', { name: 'Save Sale' }).click();
  await expect(toast(page, DepositPostedRefusal)).toBeVisible();
  await expect(toast(page, DepositPostedRefusal)).toContainText('Sale Creation Failed');
});
