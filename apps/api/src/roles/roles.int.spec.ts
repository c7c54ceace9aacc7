import { RoleMessages } from '@intermission/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('roles', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  let nobody: { Authorization: string };
  beforeAll(async () => {
    a = await createTestApp();
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    viewer = { Authorization: `Bearer ${(await a.signIn('viewer')).token}` };
    nobody = { Authorization: `Bearer ${(await a.signIn('nobody')).token}` };
  });
  afterAll(() => a.close());

  it('lists the roles with their count, filtered by text and by claim types', async () => {
    const all = await a.http.get('/api/v1/roles/_search?q=*&skip=0&take=99').set(admin);
    expect(all.status).toBe(200);
    expect(all.headers['x-list-count']).toBe('4');
    expect(all.body.map((r: { Name: string }) => r.Name)).toEqual(['Administrator', 'No Access', 'Venue Manager', 'Viewer']);
    const page = await a.http.get('/api/v1/roles/_search?q=&skip=1&take=2').set(admin);
    expect(page.headers['x-list-count']).toBe('4');
    expect(page.body).toHaveLength(2);
    const text = await a.http.get('/api/v1/roles/_search?q=view').set(admin);
    expect(text.body.map((r: { Name: string }) => r.Name)).toEqual(['Viewer']);
    const venueManagers = await a.http.get('/api/v1/roles/_search?ClaimIds=15').set(admin);
    expect(venueManagers.body.map((r: { Name: string }) => r.Name)).toEqual(['Administrator', 'Venue Manager', 'Viewer']);
    const manager = venueManagers.body.find((r: { Name: string }) => r.Name === 'Venue Manager');
    expect(manager.UserRoleClaims).toHaveLength(10);
    expect(manager.UserCount).toBe(1);
  });

  it('creates a role with one value per claim type and edits it on its Version', async () => {
    const created = await a.http
      .post('/api/v1/roles')
      .set(admin)
      .send({
        Name: 'Box Office',
        UserRoleClaims: [
          { ClaimTypeId: 17, ClaimValueId: 1 },
          { ClaimTypeId: 3, ClaimValueId: 2 },
        ],
      });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ Name: 'Box Office', Version: 1, UserCount: 0 });
    expect(created.body.UserRoleClaims.map((c: { ClaimTypeId: number }) => c.ClaimTypeId)).toEqual([3, 17]);
    const saved = await a.http
      .put('/api/v1/roles')
      .set(admin)
      .send({ ...created.body, UserRoleClaims: [{ ClaimTypeId: 17, ClaimValueId: 2 }] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ Version: 2, UserRoleClaims: [{ ClaimTypeId: 17, ClaimValueId: 2, UserRoleId: created.body.Id }] });
    const stale = await a.http
      .put('/api/v1/roles')
      .set(admin)
      .send({ ...created.body, Name: 'Late' });
    expect(stale.status).toBe(409);
    expect(stale.body.Current).toMatchObject({ Name: 'Box Office', Version: 2 });
    expect((await a.http.delete(`/api/v1/roles/${created.body.Id}`).set(admin)).status).toBe(204);
    expect((await a.http.get(`/api/v1/roles/${created.body.Id}`).set(admin)).status).toBe(404);
  });

  it.each([
    { title: 'a blank name', body: { Name: ' ', UserRoleClaims: [] }, field: 'Name' },
    { title: 'an unknown claim type', body: { Name: 'X', UserRoleClaims: [{ ClaimTypeId: 24, ClaimValueId: 1 }] }, field: 'UserRoleClaims.0.ClaimTypeId' },
    {
      title: 'a claim value other than 1 or 2',
      body: { Name: 'X', UserRoleClaims: [{ ClaimTypeId: 2, ClaimValueId: 3 }] },
      field: 'UserRoleClaims.0.ClaimValueId',
    },
    {
      title: 'two values for one claim type',
      body: {
        Name: 'X',
        UserRoleClaims: [
          { ClaimTypeId: 2, ClaimValueId: 1 },
          { ClaimTypeId: 2, ClaimValueId: 2 },
        ],
      },
      field: 'UserRoleClaims',
    },
    { title: 'a name already taken', body: { Name: 'viewer', UserRoleClaims: [] }, field: 'Name' },
  ])('refuses $title with 400', async ({ body, field }) => {
    const res = await a.http.post('/api/v1/roles').set(admin).send(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.ModelState)).toContain(field);
  });

  it('refuses to delete a role a user holds, with the spec message', async () => {
    const res = await a.http.delete('/api/v1/roles/2').set(admin);
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe("Delete Failed. Be sure this user role isn't assigned to any users before deleting.");
    expect(res.body.Message).toBe(RoleMessages.DeleteRefused);
  });

  it('lets ReadOnly read but not write, and refuses without the claim', async () => {
    expect((await a.http.get('/api/v1/roles/1').set(viewer)).status).toBe(200);
    expect((await a.http.post('/api/v1/roles').set(viewer).send({ Name: 'Y', UserRoleClaims: [] })).status).toBe(403);
    expect((await a.http.delete('/api/v1/roles/4').set(viewer)).status).toBe(403);
    expect((await a.http.get('/api/v1/roles/1').set(nobody)).status).toBe(403);
    expect((await a.http.get('/api/v1/roles/claimTypes').set(viewer)).body).toHaveLength(23);
  });

  it("sends update-roles to a signed-in holder after the role's claims change", async () => {
    const role = (await a.http.get('/api/v1/roles/4').set(admin)).body;
    const own = (await a.signIn('nobody')).body.User.Id;
    expect((await a.http.get(`/api/v1/users/${own}`).set(nobody)).headers['update-roles']).toBeUndefined();
    const saved = await a.http
      .put('/api/v1/roles')
      .set(admin)
      .send({ ...role, UserRoleClaims: [{ ClaimTypeId: 4, ClaimValueId: 2 }] });
    expect(saved.status).toBe(200);
    const after = await a.http.get('/api/v1/roles/1').set(nobody);
    expect(after.headers['update-roles']).toBe('true');
    expect(after.status).toBe(200);
  });
});
