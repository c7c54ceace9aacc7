import { hash } from '@node-rs/argon2';
import { ClaimType, ClaimValue } from '@intermission/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { makeRole, makeUser } from '../seed/factories';

/** GET theatres feeds the theatre pickers of the schedule and the cash box pages: the office users of those pages get every theatre. */
describe('GET theatres: the theatre choices', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    const passwordHash = await hash('choices-pass', { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    for (const [username, claim] of [
      ['cashbox-office', ClaimType.CashboxManagement],
      ['shows-office', ClaimType.Shows],
      ['deposits-only', ClaimType.Deposits],
    ] as const) {
      await a.t.db.transaction().execute(async (tx) => {
        const role = await makeRole(tx, { Name: `Only ${username}`, claims: [[claim, ClaimValue.ReadOnly]] });
        await makeUser(tx, { FirstName: 'Office', LastName: username, Username: username, PasswordHash: passwordHash, RoleId: role.Id });
      });
    }
  });
  afterAll(() => a.close());

  const theatres = async (username: string) =>
    a.http.get('/api/v1/theatres').set('Authorization', `Bearer ${(await a.signIn(username, 'choices-pass')).token}`);

  it.each(['cashbox-office', 'shows-office'])('%s (that claim alone, ReadOnly) gets every theatre', async (username) => {
    const res = await theatres(username);
    expect(res.status).toBe(200);
    const all = await a.t.db.selectFrom('app.theatres').select('Id').execute();
    expect(res.body.map((t: { Id: number }) => t.Id).sort((x: number, y: number) => x - y)).toEqual(all.map((t) => t.Id).sort((x, y) => x - y));
  });

  it('a user with none of the claims of the pickers is refused', async () => {
    expect((await theatres('deposits-only')).status).toBe(403);
  });
});
