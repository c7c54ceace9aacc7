import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DemoUsers = {
  admin: { password: 'admin', name: 'Avery Admin' },
  manager: { password: 'manager', name: 'Morgan Manager' },
  viewer: { password: 'viewer', name: 'Vic Viewer' },
  nobody: { password: 'nobody', name: 'Noel Nobody' },
} as const;

/** Signs in through the page and waits until the shell shows the user (unless failure is expected). */
export async function signIn(page: Page, username: string, password: string, options: { remember?: boolean; from?: string; expectFailure?: boolean } = {}) {
  await page.goto(options.from ?? '/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (!options.expectFailure) await expect(page.getByTestId('current-user-name')).toBeVisible();
}

export async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByTestId('current-user-name')).toHaveText(name);
}

/** The menu's items (not its group headings), in order. */
export function menuLabels(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' }).locator('[data-menu-item]').allInnerTexts();
}

/** A staff user of the test's own (through the API as admin), so journeys that change a user do not race. */
export async function createUser(
  request: APIRequestContext,
  first: string,
  last: string,
  roleId = 4,
): Promise<{ username: string; password: string; name: string }> {
  const secret = 'intermission-demo-client-secret';
  const login = await request.post('/api/v1/users/token', { data: { Username: 'admin', Password: 'admin', AuthClientID: 1, AuthClientSecret: secret } });
  const token = (await login.json()).LoginResult.Jwt as string;
  const username = `${first.toLowerCase()}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = 'journey-pass-1';
  const res = await request.post('/api/v1/users/Create', {
    headers: { Authorization: `Bearer ${token}` },
    data: { FirstName: first, LastName: last, Username: username, Password: password, Confirmation: password, RoleId: roleId },
  });
  expect(res.status()).toBe(201);
  return { username, password, name: `${first} ${last}` };
}
