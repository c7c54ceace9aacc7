import { type FakeQbo, startFakeQbo } from './fake-qbo';

// The fake QuickBooks Online over HTTP, as our client meets it (docs/exports.md "QuickBooks Online").
describe('fake QuickBooks Online', () => {
  let qbo: FakeQbo;
  let token: string;
  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

  beforeAll(async () => {
    qbo = await startFakeQbo({
      accounts: [{ name: 'Cash' }, { name: 'Sales' }, { name: 'Inventory Asset' }, { name: 'Accounts Payable', type: 'Accounts Payable' }],
    });
  });
  afterAll(() => qbo.close());
  beforeEach(async () => {
    qbo.reset();
    token = (await refresh(qbo.refreshToken)).body.access_token;
  });

  function refresh(refreshToken: string, auth = basic(qbo.clientId, qbo.clientSecret)) {
    return call('POST', qbo.tokenUrl, new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(), {
      Authorization: auth,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
  }

  async function call(method: string, url: string, body?: string, headers: Record<string, string> = {}, timeoutMs = 10_000) {
    const res = await fetch(url, { method, body, headers: { Accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs) });
    // The answers' shapes are what the specs assert: read as any, as the other HTTP specs' bodies.
    return { status: res.status, headers: res.headers, body: (await res.json()) as any };
  }

  const api = (method: string, resource: string, body?: unknown, requestId?: string) =>
    call(
      method,
      `${qbo.url}/v3/company/${qbo.realmId}/${resource}${resource.includes('?') ? '&' : '?'}minorversion=75${requestId ? `&requestid=${requestId}` : ''}`,
      body === undefined ? undefined : JSON.stringify(body),
      { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    );
  const accountId = (name: string) => qbo.entities('Account').find((a) => a.Name === name)!.Id;
  const jeLine = (posting: 'Debit' | 'Credit', amount: number, account: string, classId?: string) => ({
    DetailType: 'JournalEntryLineDetail',
    Amount: amount,
    Description: `${posting} ${account}`,
    JournalEntryLineDetail: { PostingType: posting, AccountRef: { value: accountId(account) }, ...(classId ? { ClassRef: { value: classId } } : {}) },
  });

  it('refreshes the tokens with Basic client credentials, rotating the refresh token', async () => {
    const first = qbo.refreshToken;
    const res = await refresh(first);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token_type: 'bearer',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 3600,
      x_refresh_token_expires_in: 8726400,
    });
    expect(res.body.refresh_token).not.toBe(first);
    expect((await refresh(first)).body).toEqual({ error: 'invalid_grant' });
    expect((await refresh(res.body.refresh_token, basic(qbo.clientId, 'wrong'))).status).toBe(401);
  });

  it('creates a balanced journal entry with its class, and answers its Id and SyncToken', async () => {
    const cls = await api('POST', 'class', { Name: 'Downtown Cinema' });
    expect(cls.body.Class).toMatchObject({ Id: expect.any(String), Name: 'Downtown Cinema', SyncToken: '0' });
    const res = await api('POST', 'journalentry', {
      DocNumber: 'S-1-20261101',
      TxnDate: '2026-11-01',
      PrivateNote: 'Sales',
      Line: [
        jeLine('Debit', 120.5, 'Cash', cls.body.Class.Id),
        jeLine('Credit', 100, 'Sales', cls.body.Class.Id),
        jeLine('Credit', 20.5, 'Sales', cls.body.Class.Id),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      JournalEntry: { Id: expect.any(String), SyncToken: '0', DocNumber: 'S-1-20261101', TxnDate: '2026-11-01', TotalAmt: 120.5 },
      time: expect.any(String),
    });
    expect(qbo.entities('JournalEntry')).toHaveLength(1);
  });

  it.each([
    { title: 'debits and credits that do not balance', line: () => [jeLine('Debit', 100, 'Cash'), jeLine('Credit', 99.99, 'Sales')], code: '6000' },
    {
      title: 'an unknown AccountRef',
      line: () => [
        jeLine('Debit', 1, 'Cash'),
        { ...jeLine('Credit', 1, 'Sales'), JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: { value: '999' } } },
      ],
      code: '2500',
    },
    { title: 'an unknown ClassRef', line: () => [jeLine('Debit', 1, 'Cash', '998'), jeLine('Credit', 1, 'Sales')], code: '2500' },
  ])('refuses a journal entry with $title: 400 with a Fault, nothing created', async ({ line, code }) => {
    const res = await api('POST', 'journalentry', { Line: line() });
    expect(res.status).toBe(400);
    expect(res.body.Fault).toMatchObject({ type: 'ValidationFault', Error: [{ Message: expect.any(String), Detail: expect.any(String), code }] });
    expect(qbo.entities('JournalEntry')).toHaveLength(0);
  });

  it('creates a bill for a vendor found by DisplayName, with a negative line; refuses an unknown VendorRef', async () => {
    expect((await api('GET', `query?query=${encodeURIComponent("select * from Vendor where DisplayName = 'Bob\\'s Foods'")}`)).body.QueryResponse).toEqual({});
    const vendor = (await api('POST', 'vendor', { DisplayName: "Bob's Foods" })).body.Vendor;
    const found = await api('GET', `query?query=${encodeURIComponent("select * from Vendor where DisplayName = 'Bob\\'s Foods'")}`);
    expect(found.body.QueryResponse).toEqual({ Vendor: [expect.objectContaining({ Id: vendor.Id })], startPosition: 1, maxResults: 1 });
    const line = (amount: number, account: string) => ({
      DetailType: 'AccountBasedExpenseLineDetail',
      Amount: amount,
      AccountBasedExpenseLineDetail: { AccountRef: { value: accountId(account) } },
    });
    const bill = {
      VendorRef: { value: vendor.Id },
      APAccountRef: { value: accountId('Accounts Payable') },
      TxnDate: '2026-11-02',
      Line: [line(50, 'Inventory Asset'), line(-5, 'Inventory Asset')],
    };
    const res = await api('POST', 'bill', bill);
    expect(res.status).toBe(200);
    expect(res.body.Bill).toMatchObject({ Id: expect.any(String), SyncToken: '0', TotalAmt: 45, VendorRef: { value: vendor.Id } });
    const unknown = await api('POST', 'bill', { ...bill, VendorRef: { value: '4040' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.Fault.Error[0]).toMatchObject({ Message: 'Invalid Reference Id', code: '2500' });
    expect((await api('GET', `query?query=${encodeURIComponent("select * from Vendor where Name = 'x'")}`)).status).toBe(400);
  });

  it('answers a repeated requestid with the first answer, creating one entity', async () => {
    const body = { Line: [jeLine('Debit', 10, 'Cash'), jeLine('Credit', 10, 'Sales')] };
    const first = await api('POST', 'journalentry', body, 'req-1');
    const second = await api('POST', 'journalentry', body, 'req-1');
    expect(second.body).toEqual(first.body);
    expect(qbo.entities('JournalEntry')).toHaveLength(1);
    await api('POST', 'journalentry', body, 'req-2');
    expect(qbo.entities('JournalEntry')).toHaveLength(2);
  });

  it('updates sparsely on the current SyncToken and refuses a stale one', async () => {
    const created = (await api('POST', 'journalentry', { PrivateNote: 'first', Line: [jeLine('Debit', 10, 'Cash'), jeLine('Credit', 10, 'Sales')] })).body
      .JournalEntry;
    const updated = await api('POST', 'journalentry', {
      sparse: true,
      Id: created.Id,
      SyncToken: '0',
      Line: [jeLine('Debit', 12, 'Cash'), jeLine('Credit', 12, 'Sales')],
    });
    expect(updated.body.JournalEntry).toMatchObject({ Id: created.Id, SyncToken: '1', PrivateNote: 'first', TotalAmt: 12 });
    const stale = await api('POST', 'journalentry', { sparse: true, Id: created.Id, SyncToken: '0', PrivateNote: 'x' });
    expect(stale.status).toBe(400);
    expect(stale.body.Fault.Error[0].code).toBe('5010');
    expect(qbo.entities('JournalEntry')).toHaveLength(1);
  });

  it('fails on demand: 401 (the token stops working), 429 with Retry-After, a 400 Fault, 500, then answers again', async () => {
    qbo.failNext([
      { kind: 429, retryAfterSeconds: 3 },
      { kind: 400, fault: { Message: 'Account is inactive', Detail: 'Inactive: Cash' } },
      { kind: 500 },
      { kind: 401 },
    ]);
    const throttled = await api('GET', 'query?query=select * from Class');
    expect([throttled.status, throttled.headers.get('retry-after'), throttled.body.Fault.Error[0].code]).toEqual([429, '3', '3001']);
    expect((await api('GET', 'query?query=select * from Class')).body.Fault.Error[0]).toMatchObject({
      Message: 'Account is inactive',
      Detail: 'Inactive: Cash',
    });
    expect((await api('GET', 'query?query=select * from Class')).status).toBe(500);
    const expired = await api('GET', 'query?query=select * from Class');
    expect(expired.status).toBe(401);
    expect(expired.body.fault.error[0]).toMatchObject({ code: '3200', message: expect.stringContaining('AuthenticationFailed') });
    // The old access token stays refused until the client refreshes.
    expect((await api('GET', 'query?query=select * from Class')).status).toBe(401);
    token = (await refresh(qbo.refreshToken)).body.access_token;
    expect((await api('GET', 'query?query=select * from Class')).status).toBe(200);
    expect(qbo.requests.map((r) => r.answered)).toEqual([200, 429, 400, 500, 401, 401, 200, 200]);
  });

  it('fails on demand with a timeout (no answer) and with an answer lost after the entity was created', async () => {
    qbo.failNext({ kind: 'timeout' });
    await expect(
      call('GET', `${qbo.url}/v3/company/${qbo.realmId}/query?query=select * from Class`, undefined, { Authorization: `Bearer ${token}` }, 300),
    ).rejects.toThrow();
    qbo.failNext({ kind: 'lost-answer' });
    const body = { Line: [jeLine('Debit', 10, 'Cash'), jeLine('Credit', 10, 'Sales')] };
    await expect(api('POST', 'journalentry', body, 'lost-1')).rejects.toThrow();
    expect(qbo.entities('JournalEntry')).toHaveLength(1);
    // The retry with the same requestid gets the entity already created.
    const retried = await api('POST', 'journalentry', body, 'lost-1');
    expect(retried.body.JournalEntry.Id).toBe(qbo.entities('JournalEntry')[0].Id);
    expect(qbo.entities('JournalEntry')).toHaveLength(1);
  });

  it('records every request and resets', async () => {
    await api('POST', 'class', { Name: 'Riverside' });
    expect(qbo.callsTo('/class')[0]).toMatchObject({ method: 'POST', query: { minorversion: '75' }, body: { Name: 'Riverside' }, answered: 200 });
    qbo.reset();
    expect([qbo.requests, qbo.entities('Class'), qbo.entities('Account').length]).toEqual([[], [], 4]);
  });
});
