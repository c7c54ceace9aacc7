import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

// A minimal PDF: the upload checks the %PDF- signature.
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('documents of received orders (and clients, whose ids are now kept as text)', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let manager: { Authorization: string };
  let viewer: { Authorization: string };
  let nobody: { Authorization: string };
  let harbor: number;
  let lakeside: number;
  let good: number;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    [admin, manager, viewer, nobody] = await Promise.all(['admin', 'manager', 'viewer', 'nobody'].map(async (u) => bearer((await a.signIn(u)).token)));
    const venue = async (Name: string) => (await a.t.db.selectFrom('app.venues').select('Id').where('Name', '=', Name).executeTakeFirstOrThrow()).Id;
    harbor = await venue('Harbor Point 12');
    lakeside = await venue('Lakeside Playhouse');
    good = (await a.t.db.selectFrom('app.goods').select('Id').where('Name', '=', 'Chocolate Bar').executeTakeFirstOrThrow()).Id;
    // The demo viewer (ReadOnly everywhere) is an auditor who sees every venue; it is also Harbor Point's backup manager here.
    const viewerId = (await a.t.db.selectFrom('app.auth_users').select('UserId').where('Username', '=', 'viewer').executeTakeFirstOrThrow()).UserId;
    await a.t.db.insertInto('app.venue_backup_managers').values({ VenueId: harbor, UserId: viewerId, ExpDate: null }).execute();
  });
  afterAll(() => a.close());

  /** A new unposted order at a venue, received by the admin; its GUID. */
  const receive = async (VenueId: number): Promise<string> => {
    const res = await a.http
      .post('/api/v1/inventoryEventPush/receiving')
      .set(admin)
      .send({ GuidId: randomUUID(), VenueId, ReceivedOrderGoods: [{ GoodId: good, Qty: '2', Cost: '1.10' }], BilledAmount: '2.20' });
    expect(res.status).toBe(200);
    return res.body.Order.Id;
  };
  const docs = (id: string) => `/api/v1/received-orders/${id}/documents`;
  const upload = (id: string, who = admin, name = 'bill.pdf', body = pdf) => a.http.post(docs(id)).set(who).attach('file', body, name);

  it('uploads a bill, lists it by GET and POST _search with X-List-Count, downloads it and deletes it', async () => {
    const id = await receive(harbor);
    const bill = await upload(id);
    expect(bill.status).toBe(201);
    expect(bill.body).toMatchObject({
      Message: 'Document Uploaded Successfully',
      Document: { Name: 'bill.pdf', Extension: 'pdf', StatusId: 1, ThumbnailName: null },
    });
    const notes = await upload(id, admin, 'notes.txt', Buffer.from('Two cases short'));
    expect(notes.status).toBe(201);

    const byGet = await a.http.get(`${docs(id)}/_search?take=1`).set(admin);
    expect(byGet.status).toBe(200);
    expect(byGet.headers['x-list-count']).toBe('2');
    expect(byGet.body.map((d: { Name: string }) => d.Name)).toEqual(['notes.txt']);
    const byPost = await a.http
      .post(`${docs(id)}/_search`)
      .set(admin)
      .send({ Query: 'bill', Skip: 0, Take: 3 });
    expect(byPost.status).toBe(200);
    expect(byPost.headers['x-list-count']).toBe('1');
    expect(byPost.body).toEqual([bill.body.Document]);
    const all = await a.http
      .post(`${docs(id)}/_search`)
      .set(admin)
      .send({});
    expect(all.body.map((d: { Name: string }) => d.Name)).toEqual(['notes.txt', 'bill.pdf']);
    // A GUID in capitals names the same order.
    expect(
      (
        await a.http
          .post(`${docs(id.toUpperCase())}/_search`)
          .set(admin)
          .send({})
      ).headers['x-list-count'],
    ).toBe('2');

    const download = await a.http
      .get(`${docs(id)}/${bill.body.Document.Id}`)
      .set(admin)
      .buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.headers['content-disposition']).toContain('bill.pdf');
    expect(Buffer.from(download.body as Buffer).equals(pdf)).toBe(true);

    const removed = await a.http.delete(`${docs(id)}/${bill.body.Document.Id}`).set(admin);
    expect(removed.status).toBe(200);
    expect((await a.http.get(`${docs(id)}/${bill.body.Document.Id}`).set(admin)).status).toBe(404);
    const again = await a.http.delete(`${docs(id)}/${bill.body.Document.Id}`).set(admin);
    expect(again.status).toBe(404);
    expect(again.body.Message).toBe('Document Deletion Failed');
    expect(
      (
        await a.http
          .post(`${docs(id)}/_search`)
          .set(admin)
          .send({})
      ).headers['x-list-count'],
    ).toBe('1');
  });

  it('VenueManager ReadOnly lists and downloads, FullAccess uploads and deletes; no claim is 403', async () => {
    const id = await receive(harbor);
    const doc = (await upload(id)).body.Document;
    expect((await a.http.get(`${docs(id)}/_search`).set(viewer)).status).toBe(200);
    expect(
      (
        await a.http
          .post(`${docs(id)}/_search`)
          .set(viewer)
          .send({})
      ).status,
    ).toBe(200);
    expect((await a.http.get(`${docs(id)}/${doc.Id}`).set(viewer)).status).toBe(200);
    expect((await upload(id, viewer)).status).toBe(403);
    expect((await a.http.delete(`${docs(id)}/${doc.Id}`).set(viewer)).status).toBe(403);
    expect(
      (
        await a.http
          .post(`${docs(id)}/_search`)
          .set(nobody)
          .send({})
      ).status,
    ).toBe(403);
    expect((await a.http.get(`${docs(id)}/${doc.Id}`).set(nobody)).status).toBe(403);
    // The demo manager manages Harbor Point 12 and has VenueManager FullAccess.
    const own = await upload(id, manager, 'invoice.png', Buffer.from('not a png'));
    expect(own.status).toBe(400);
    expect(own.body.ModelState.file).toBeDefined();
    expect((await upload(id, manager)).status).toBe(201);
    expect((await a.http.delete(`${docs(id)}/${doc.Id}`).set(manager)).status).toBe(200);
  });

  it("a manager does not find the documents of an order at a venue they don't manage", async () => {
    const id = await receive(lakeside);
    const doc = (await upload(id)).body.Document;
    expect((await a.http.get(`${docs(id)}/_search`).set(manager)).status).toBe(404);
    expect(
      (
        await a.http
          .post(`${docs(id)}/_search`)
          .set(manager)
          .send({})
      ).status,
    ).toBe(404);
    expect((await a.http.get(`${docs(id)}/${doc.Id}`).set(manager)).status).toBe(404);
    // The viewer (VenueManager ReadOnly) is an auditor: it reads every venue's order documents (docs/stock.md).
    expect((await a.http.get(`${docs(id)}/_search`).set(viewer)).status).toBe(200);
    expect((await upload(id, viewer)).status).toBe(403);
    expect((await upload(id, manager)).status).toBe(404);
    expect((await a.http.delete(`${docs(id)}/${doc.Id}`).set(manager)).status).toBe(404);
    expect(
      (
        await a.http
          .post(`${docs(id)}/_search`)
          .set(admin)
          .send({})
      ).headers['x-list-count'],
    ).toBe('1');
  });

  it('a deleted order has no documents to show (404)', async () => {
    const id = await receive(harbor);
    expect((await upload(id)).status).toBe(201);
    expect((await a.http.delete(`/api/v1/inventoryEventPush/receiving/${id}`).set(admin)).status).toBe(200);
    expect((await a.http.get(`${docs(id)}/_search`).set(admin)).status).toBe(404);
    expect(
      (
        await a.http
          .post(`${docs(id)}/_search`)
          .set(admin)
          .send({})
      ).status,
    ).toBe(404);
    expect((await upload(id)).status).toBe(404);
  });

  it.each([
    { title: 'an order id that is not a GUID', path: 'received-orders/12/documents/_search', status: 400 },
    { title: 'an order id that is text', path: 'received-orders/not-a-guid/documents/_search', status: 400 },
    { title: 'a client id that is a GUID', path: `clients/${randomUUID()}/documents/_search`, status: 400 },
    { title: 'a client id of 0', path: 'clients/0/documents/_search', status: 400 },
    { title: 'a client id too large for an integer', path: 'clients/99999999999/documents/_search', status: 400 },
    { title: 'an unknown order', path: `received-orders/${randomUUID()}/documents/_search`, status: 404 },
    { title: 'an unknown client', path: 'clients/999999/documents/_search', status: 404 },
    { title: 'an unknown kind of owner', path: 'constructor/1/documents/_search', status: 404 },
  ])('answers $title with $status, never 500', async ({ path, status }) => {
    const res = await a.http.get(`/api/v1/${path}`).set(admin);
    expect(res.status).toBe(status);
    if (status === 400) expect(Object.keys(res.body.ModelState)).toEqual(['id']);
    expect((await a.http.post(`/api/v1/${path}`).set(admin).send({})).status).toBe(status);
  });

  it('answers a bad search body with 400 and ModelState', async () => {
    const id = await receive(harbor);
    const res = await a.http
      .post(`${docs(id)}/_search`)
      .set(admin)
      .send({ Take: 0, Skip: 'x' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.ModelState).sort()).toEqual(['Skip', 'Take']);
  });

  it('client documents still work, their owner id kept as decimal text', async () => {
    const client = (await a.http.post('/api/v1/clients').set(admin).send({ Name: 'Order Docs Client', ClientTypeId: 1 })).body.Id as number;
    const url = `/api/v1/clients/${client}/documents`;
    const up = await a.http.post(url).set(admin).attach('file', pdf, 'contract.pdf');
    expect(up.status).toBe(201);
    expect((await a.http.get(`${url}/_search`).set(viewer)).body.map((d: { Name: string }) => d.Name)).toEqual(['contract.pdf']);
    const byPost = await a.http.post(`${url}/_search`).set(viewer).send({ Query: 'contract' });
    expect(byPost.headers['x-list-count']).toBe('1');
    // A leading zero is not an id (issue 38: one id primitive, ^[1-9][0-9]{0,9}$).
    expect((await a.http.get(`/api/v1/clients/0${client}/documents/${up.body.Document.Id}`).set(viewer)).status).toBe(400);
    const row = await a.t.db.selectFrom('app.documents').select(['OwnerType', 'OwnerId']).where('Id', '=', up.body.Document.Id).executeTakeFirstOrThrow();
    expect(row).toEqual({ OwnerType: 'clients', OwnerId: String(client) });
    expect((await a.http.delete(`${url}/${up.body.Document.Id}`).set(admin)).status).toBe(200);
  });
});
