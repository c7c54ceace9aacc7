import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

// Issue 18 point 9: staff photos and POS user ids only for who may see that person; a photo of no user is 404.
describe('who may see a person: photos and POS user ids', () => {
  let a: TestApp;
  const as: Record<string, { Authorization: string }> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    a = await createTestApp();
    for (const u of ['admin', 'manager', 'viewer', 'nobody']) {
      as[u] = { Authorization: `Bearer ${(await a.signIn(u)).token}` };
      ids[u] = (await a.t.db.selectFrom('app.auth_users').select('UserId').where('Username', '=', u).executeTakeFirstOrThrow()).UserId;
    }
    const venue = async (Name: string) => (await a.t.db.selectFrom('app.venues').select('Id').where('Name', '=', Name).executeTakeFirstOrThrow()).Id;
    // The viewer sells at Harbor Point 12 (the manager's venue); the admin at Lakeside Playhouse (not the manager's).
    await a.t.db
      .insertInto('app.pos_users')
      .values([
        { FirstName: 'Vic', LastName: 'Viewer', VenueId: await venue('Harbor Point 12'), UserId: ids.viewer, PinDigest: 'test' },
        { FirstName: 'Ada', LastName: 'Admin', VenueId: await venue('Lakeside Playhouse'), UserId: ids.admin, PinDigest: 'test' },
      ])
      .execute();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    for (const u of ['admin', 'viewer', 'nobody'])
      expect((await a.http.post(`/api/v1/users/${ids[u]}/pic`).set(as[u]).attach('file', png, 'me.png')).status).toBe(201);
  });
  afterAll(() => a.close());

  const photo = (id: number, who: string) => a.http.get(`/api/v1/users/${id}/pic`).set(as[who]);
  const thumb = (id: number, who: string) => a.http.get(`/api/v1/users/${id}/pic/thumb`).set(as[who]);
  const posUserId = (id: number, who: string) => a.http.get(`/api/v1/posusers/${id}/posUserId`).set(as[who]);

  it('a user without Users or VenueManager sees only their own photo and POS user id', async () => {
    expect((await photo(ids.nobody, 'nobody')).status).toBe(200);
    expect((await posUserId(ids.nobody, 'nobody')).body).toEqual({ PosUserId: null });
    for (const other of [ids.admin, ids.viewer]) {
      expect((await photo(other, 'nobody')).status).toBe(403);
      expect((await thumb(other, 'nobody')).status).toBe(403);
      expect((await posUserId(other, 'nobody')).status).toBe(403);
    }
  });

  it('Users ReadOnly sees everyone', async () => {
    expect((await photo(ids.admin, 'viewer')).status).toBe(200);
    expect((await thumb(ids.nobody, 'viewer')).status).toBe(200);
    expect((await posUserId(ids.admin, 'viewer')).body.PosUserId).toEqual(expect.any(Number));
  });

  it("a venue manager sees the people of the venues they manage, and no one else's", async () => {
    expect((await photo(ids.viewer, 'manager')).status).toBe(200);
    expect((await thumb(ids.viewer, 'manager')).status).toBe(200);
    expect((await posUserId(ids.viewer, 'manager')).body.PosUserId).toEqual(expect.any(Number));
    expect((await photo(ids.admin, 'manager')).status).toBe(403);
    expect((await posUserId(ids.admin, 'manager')).status).toBe(403);
    expect((await photo(ids.nobody, 'manager')).status).toBe(403);
  });

  it('DELETE users/{id}/pic of a user that does not exist is 404 and audits nothing', async () => {
    const audits = async () =>
      (
        await a.t.db
          .selectFrom('app.audit_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await audits();
    const res = await a.http.delete('/api/v1/users/999999/pic').set(as.admin);
    expect(res.status).toBe(404);
    expect(await audits()).toBe(before);
    expect((await a.t.db.selectFrom('app.audit_log').select('Id').where('EntityId', '=', '999999').execute()).length).toBe(0);
  });
});
