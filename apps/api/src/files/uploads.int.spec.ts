import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

// Issue 18 point 8: names in UTF-8, empty files, SVG posing as PNG, and the declared type never trusted.
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>');
const empty = Buffer.alloc(0);

describe('uploads: documents, bar images and user photos', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  let clientId: number;
  let locationId: number;
  let viewerId: number;
  let png: Buffer;
  let jpeg: Buffer;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp();
    [admin, viewer] = await Promise.all(['admin', 'viewer'].map(async (u) => bearer((await a.signIn(u)).token)));
    clientId = (await a.t.db.selectFrom('app.clients').select('Id').orderBy('Id').executeTakeFirstOrThrow()).Id;
    locationId = (await a.t.db.selectFrom('app.sales_locations').select('Id').orderBy('Id').executeTakeFirstOrThrow()).Id;
    viewerId = (await a.t.db.selectFrom('app.auth_users').select('UserId').where('Username', '=', 'viewer').executeTakeFirstOrThrow()).UserId;
    const image = sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } });
    png = await image.clone().png().toBuffer();
    jpeg = await image.clone().jpeg().toBuffer();
  });
  afterAll(() => a.close());

  const documents = () => `/api/v1/clients/${clientId}/documents`;
  const barImages = () => `/api/v1/salesLocations/${locationId}/barimages`;

  it('keeps a browser-style UTF-8 document name and downloads it with an ASCII fallback and filename*', async () => {
    const name = 'Crème brûlée – menu 日本.pdf';
    const up = await a.http.post(documents()).set(admin).attach('file', pdf, { filename: name, contentType: 'text/html' });
    expect(up.status).toBe(201);
    expect(up.body.Document.Name).toBe(name);
    expect(up.body.Document.ContentType).toBe('application/pdf');
    const stored = await a.t.db.selectFrom('app.documents').select(['Name', 'ContentType']).where('Id', '=', up.body.Document.Id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ Name: name, ContentType: 'application/pdf' });

    const down = await a.http.get(`${documents()}/${up.body.Document.Id}`).set(admin).buffer(true);
    expect(down.status).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    const disposition = down.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).toContain('filename="Creme brulee _ menu __.pdf"');
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(name);
  });

  it('records a document whose name carries a NUL (as filename*) without it, instead of answering 500', async () => {
    const boundary = 'nul-name-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''a%00b.pdf\r\nContent-Type: application/pdf\r\n\r\n`),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await a.http.post(documents()).set(admin).set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(body);
    expect(up.status).toBe(201);
    expect(up.body.Document.Name).toBe('ab.pdf');
  });

  it('serves a document stored before sniffing with its declared HTML type as plain bytes', async () => {
    const up = await a.http.post(documents()).set(admin).attach('file', Buffer.from('<b>hi</b> plain'), 'legacy.txt');
    expect(up.status).toBe(400);
    const ok = await a.http.post(documents()).set(admin).attach('file', Buffer.from('plain words'), 'legacy.txt');
    await a.t.db.updateTable('app.documents').set({ ContentType: 'text/html' }).where('Id', '=', ok.body.Document.Id).execute();
    const down = await a.http.get(`${documents()}/${ok.body.Document.Id}`).set(admin).buffer(true);
    expect(down.headers['content-type']).toBe('application/octet-stream');
    expect(down.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    { what: 'a document', url: () => documents(), name: 'empty.pdf' },
    { what: 'a bar image', url: () => barImages(), name: 'empty.png' },
    { what: 'a user photo', url: () => `/api/v1/users/${viewerId}/pic`, name: 'empty.png' },
  ])('refuses an empty file as $what with 400 "The file is empty"', async ({ url, name }) => {
    const res = await a.http.post(url()).set(admin).attach('file', empty, { filename: name, contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.ModelState).toEqual({ file: ['The file is empty'] });
  });

  it.each([
    { what: 'a document', url: () => documents() },
    { what: 'a bar image', url: () => barImages() },
    { what: 'a user photo', url: () => `/api/v1/users/${viewerId}/pic` },
  ])('refuses an SVG with a script named .png and declared image/png as $what', async ({ url }) => {
    const res = await a.http.post(url()).set(admin).attach('file', svg, { filename: 'logo.png', contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.ModelState.file).toHaveLength(1);
  });

  it('stores and serves a bar image with the type its bytes have, never the declared one', async () => {
    const up = await a.http.post(barImages()).set(admin).attach('file', jpeg, { filename: 'bar.png', contentType: 'text/html' });
    expect(up.status).toBe(201);
    const row = await a.t.db.selectFrom('app.bar_images').select(['ContentType', 'StoredName']).where('Id', '=', up.body.BarImage.Id).executeTakeFirstOrThrow();
    expect(row.ContentType).toBe('image/jpeg');
    expect(row.StoredName).toMatch(/\.jpg$/);
    const image = await a.http.get(`${barImages()}/${up.body.BarImage.Id}`).set(viewer).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // A row written before sniffing, with the client's text/html, is served as bytes.
    await a.t.db.updateTable('app.bar_images').set({ ContentType: 'text/html' }).where('Id', '=', up.body.BarImage.Id).execute();
    expect((await a.http.get(`${barImages()}/${up.body.BarImage.Id}`).set(viewer)).headers['content-type']).toBe('application/octet-stream');
  });

  it('stores a user photo under the type its bytes have and serves it so', async () => {
    const up = await a.http.post(`/api/v1/users/${viewerId}/pic`).set(viewer).attach('file', png, { filename: 'me.jpg', contentType: 'image/jpeg' });
    expect(up.status).toBe(201);
    const photo = await a.http.get(`/api/v1/users/${viewerId}/pic`).set(viewer).buffer(true);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
  });
});
