import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminApi } from './shows-support';
import { signIn } from './support';

type Station = { Id: number; Name: string; LastSyncUtc: string | null; QueuePosition: number | null };

test("a station's page shows when it last synced its queue and how far; one that never did says Never", async ({ page, request }) => {
  const api = await adminApi(request);
  const stations: Station[] = [];
  for (let id = 1; id <= 12; id++) stations.push(await api.get<Station>(`stations/${id}`));
  // The demo seed replays one station's late queue; another station has never synced.
  const never = stations.find((s) => s.LastSyncUtc === null && s.Id !== 1)!;
  expect(stations.some((s) => s.LastSyncUtc !== null)).toBe(true);

  // This station's queue, as it would send it: a start count at a queue position of its own.
  const position = 5000 + Math.floor(Math.random() * 1000);
  const answer = await api.post<{ Items: { Status: string }[]; QueuePosition: number; LastSyncUtc: string }>('stations/1/sync', {
    Items: [
      {
        Position: position,
        Kind: 'CashboxCount',
        Body: { GuidId: randomUUID(), PointOfSaleStationId: 1, LogTypeId: 1, TimestampUtc: new Date().toISOString(), Ones: 20 },
      },
    ],
  });
  expect(answer.Items[0]!.Status).toBe('Applied');

  await signIn(page, 'admin', 'admin');
  await page.goto('/client/stations/info?id=1');
  await expect(page.getByLabel('Queue position', { exact: true })).toHaveText(String(answer.QueuePosition));
  await expect(page.getByLabel('Last sync', { exact: true })).not.toHaveText('Never');
  await expect(page.getByLabel('Last sync', { exact: true })).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/);

  await page.goto(`/client/stations/info?id=${never.Id}`);
  await expect(page.getByRole('heading', { name: never.Name })).toBeVisible();
  await expect(page.getByLabel('Last sync', { exact: true })).toHaveText('Never');
  await expect(page.getByLabel('Queue position', { exact: true })).toHaveText('Never');
});
