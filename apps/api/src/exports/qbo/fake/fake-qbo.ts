import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeQboCompany, type FakeQboEntityType, QboFault, type QboFaultError, type QboObject } from './fake-qbo-entities';

/**
 * A local fake of QuickBooks Online (docs/exports.md "QuickBooks Online"): the OAuth2 token refresh
 * and the Accounting API v3 calls our exports use, with Intuit's request and answer shapes, QBO's
 * validation that matters to us (balanced journal entries, known references), `requestid`
 * replays, failures on demand (401, 429 with Retry-After, a 400 Fault, 500, a timeout, an answer
 * lost after the entity was created) and everything it received for the test to read.
 * The only fake our tests allow (docs/architecture.md "Tests").
 */

export type FakeQboFailure =
  | { kind: 401 }
  | { kind: 429; retryAfterSeconds?: number }
  | { kind: 400; fault?: Partial<QboFaultError> }
  | { kind: 500 }
  /** No answer at all: the socket stays open until the client gives up (or the fake closes). */
  | { kind: 'timeout' }
  /** The call is carried out (an entity created), then the connection is cut before the answer. */
  | { kind: 'lost-answer' };

export interface FakeQboRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** Parsed JSON, or the form fields of a token call. */
  body: unknown;
  /** What the fake answered: a status, 'timeout' or 'lost-answer'. */
  answered: number | 'timeout' | 'lost-answer';
}

export interface FakeQboOptions {
  realmId?: string;
  clientId?: string;
  clientSecret?: string;
  /** The refresh token the fake accepts first (each refresh rotates it). */
  refreshToken?: string;
  /** The demo's company: an account looked up by a name the chart lacks is added (the tests leave it off: QBO refuses). */
  openChart?: boolean;
  /** Accounts of the chart, by name and AccountType, created at start and after every reset(). */
  accounts?: { name: string; type?: string }[];
  port?: number;
}

interface Queued {
  failure: FakeQboFailure;
  /** Which calls it applies to: matched against "METHOD /path" (default: the /v3 API calls). */
  on: RegExp;
}

interface Answer {
  status: number;
  body: unknown;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', intuit_tid: `fake-${Date.now()}`, ...headers });
  res.end(JSON.stringify(body));
};
const time = () => new Date().toISOString();
const faultBody = (error: QboFaultError, type: string) => ({ Fault: { Error: [{ element: '', ...error }], type }, time: time() });

export class FakeQbo {
  readonly realmId: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The refresh token the fake accepts now. */
  refreshToken: string;
  /** The access token the fake accepts now (null: none issued yet; every API call answers 401). */
  accessToken: string | null = null;
  company = new FakeQboCompany();
  requests: FakeQboRequest[] = [];
  /** How many times the token endpoint issued new tokens. */
  refreshes = 0;
  /** The API base (QboApiBaseUrl of the export settings), once started. */
  url = '';
  private failures: Queued[] = [];
  private replays = new Map<string, Answer>();
  private tokenSerial = 0;
  private server: Server | null = null;
  private readonly initialRefreshToken: string;

  constructor(private readonly options: FakeQboOptions = {}) {
    this.realmId = options.realmId ?? '9341452909345678';
    this.clientId = options.clientId ?? 'fake-client-id';
    this.clientSecret = options.clientSecret ?? 'fake-client-secret';
    this.initialRefreshToken = options.refreshToken ?? 'fake-refresh-token-0';
    this.refreshToken = this.initialRefreshToken;
    this.seed();
  }

  /** The token endpoint (QboTokenUrl of the export settings). */
  get tokenUrl() {
    return `${this.url}/oauth2/v1/tokens/bearer`;
  }

  async start(): Promise<this> {
    const server = createServer((req, res) => {
      // A bug of the fake answers 500 with its message rather than leaving the client hanging.
      this.handle(req, res).catch((e: unknown) => {
        if (!res.headersSent) json(res, 500, { fake: 'fake-qbo failed', message: String(e) });
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.options.port ?? 0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = null;
  }

  /** Fails the next calls matching `on` ("METHOD /path"; default every /v3 call), in order, one failure each. */
  failNext(failures: FakeQboFailure | FakeQboFailure[], on: RegExp = / \/v3\//): void {
    for (const failure of Array.isArray(failures) ? failures : [failures]) this.failures.push({ failure, on });
  }

  /** The current access token stops working (Intuit's expire after an hour): the next API call answers 401. */
  expireAccessToken(): void {
    this.accessToken = null;
  }

  /** The entities of a type in the company (Account, Class, Vendor, JournalEntry, Bill). */
  entities(type: FakeQboEntityType): QboObject[] {
    return this.company.objects[type];
  }

  addAccount(name: string, type?: string): QboObject {
    return this.company.addAccount(name, type);
  }

  /** The calls received to a path ending (e.g. '/journalentry'), in order. */
  callsTo(pathEnd: string): FakeQboRequest[] {
    return this.requests.filter((r) => r.path.endsWith(pathEnd));
  }

  /** Back to the start: the seeded accounts only, no requests, failures, replays or tokens. */
  reset(): void {
    this.company = new FakeQboCompany();
    this.requests = [];
    this.failures = [];
    this.replays.clear();
    this.refreshes = 0;
    this.accessToken = null;
    this.refreshToken = this.initialRefreshToken;
    this.seed();
  }

  private seed() {
    this.company.openChart = this.options.openChart ?? false;
    for (const a of this.options.accounts ?? []) this.company.addAccount(a.name, a.type);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const record: FakeQboRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: parseBody(raw, req.headers['content-type']),
      answered: 0,
    };
    this.requests.push(record);
    const answer = (status: number, body: unknown, headers?: Record<string, string>) => {
      record.answered = status;
      json(res, status, body, headers);
    };

    const index = this.failures.findIndex((f) => f.on.test(`${record.method} ${record.path}`));
    const failure = index >= 0 ? this.failures.splice(index, 1)[0].failure : null;
    if (failure && failure.kind !== 'lost-answer') {
      this.fail(failure, record, res, answer);
      return;
    }

    let result: Answer;
    if (record.method === 'POST' && record.path === '/oauth2/v1/tokens/bearer') result = this.token(req, record.body);
    else if (record.path.startsWith('/v3/company/')) result = this.api(req, record, url);
    else
      result = {
        status: 404,
        body: faultBody({ Message: 'Unsupported Operation', Detail: `Operation ${record.path} is not supported.`, code: '500' }, 'ValidationFault'),
      };

    if (failure?.kind === 'lost-answer') {
      record.answered = 'lost-answer';
      res.socket?.destroy();
      return;
    }
    answer(result.status, result.body);
  }

  private fail(
    failure: Exclude<FakeQboFailure, { kind: 'lost-answer' }>,
    record: FakeQboRequest,
    res: ServerResponse,
    answer: (s: number, b: unknown, h?: Record<string, string>) => void,
  ) {
    switch (failure.kind) {
      case 401:
        this.accessToken = null;
        return answer(401, authFault('Token expired'));
      case 429:
        return answer(
          429,
          faultBody(
            { Message: 'message=ThrottleExceeded; errorCode=003001; statusCode=429', Detail: 'The request limit was reached.', code: '3001' },
            'SERVICE',
          ),
          { 'Retry-After': String(failure.retryAfterSeconds ?? 1) },
        );
      case 400:
        return answer(
          400,
          faultBody(
            {
              Message: 'A business validation error has occurred while processing your request',
              Detail: 'Business Validation Error: refused on demand',
              code: '6000',
              ...failure.fault,
            },
            'ValidationFault',
          ),
        );
      case 500:
        return answer(
          500,
          faultBody(
            {
              Message: 'An application error has occurred while processing your request',
              Detail: 'System Failure Error: fake-qbo failed on demand',
              code: '10000',
            },
            'SystemFault',
          ),
        );
      case 'timeout':
        record.answered = 'timeout';
        // Never answered: the client's own timeout ends it (close() cuts what is left).
        return;
    }
  }

  /** Intuit's OAuth2 token endpoint, grant_type=refresh_token only. */
  private token(req: IncomingMessage, body: unknown): Answer {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!basic || Buffer.from(basic, 'base64').toString() !== `${this.clientId}:${this.clientSecret}`)
      return { status: 401, body: { error: 'invalid_client' } };
    const form = (body ?? {}) as Record<string, string>;
    if (form.grant_type !== 'refresh_token') return { status: 400, body: { error: 'unsupported_grant_type' } };
    if (form.refresh_token !== this.refreshToken) return { status: 400, body: { error: 'invalid_grant' } };
    this.tokenSerial++;
    this.refreshes++;
    this.accessToken = `fake-access-token-${this.tokenSerial}`;
    this.refreshToken = `fake-refresh-token-${this.tokenSerial}`;
    return {
      status: 200,
      body: { token_type: 'bearer', access_token: this.accessToken, refresh_token: this.refreshToken, expires_in: 3600, x_refresh_token_expires_in: 8726400 },
    };
  }

  private api(req: IncomingMessage, record: FakeQboRequest, url: URL): Answer {
    const m = /^\/v3\/company\/([^/]+)\/(\w+)$/.exec(record.path);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!this.accessToken || bearer !== this.accessToken) return { status: 401, body: authFault(bearer ? 'Token expired' : 'Malformed bearer token') };
    if (!m || m[1] !== this.realmId) return { status: 403, body: authFault('Not authorized for this realm', 403) };
    const resource = m[2].toLowerCase();

    // Intuit answers a repeated requestid with the first answer, without doing the call again.
    const requestId = url.searchParams.get('requestid');
    const replayKey = requestId ? `${record.method} ${record.path} ${requestId}` : null;
    const replay = replayKey ? this.replays.get(replayKey) : undefined;
    if (replay) return replay;

    let result: Answer;
    try {
      result = { status: 200, body: { ...this.call(record.method, resource, url, record.body), time: time() } };
    } catch (e) {
      if (!(e instanceof QboFault)) throw e;
      result = { status: e.status, body: faultBody(e.error, e.type) };
    }
    if (replayKey) this.replays.set(replayKey, result);
    return result;
  }

  private call(method: string, resource: string, url: URL, body: unknown): Record<string, unknown> {
    if (method === 'GET' && resource === 'query') return { QueryResponse: this.company.query(url.searchParams.get('query') ?? '') };
    if (method !== 'POST')
      throw new QboFault(400, { Message: 'Unsupported Operation', Detail: `Operation ${method} ${resource} is not supported.`, code: '500' });
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new QboFault(400, {
        Message: 'Request has invalid or unsupported property',
        Detail: 'Unable to parse the request body as a JSON object',
        code: '2010',
      });
    }
    const fields = body as Record<string, unknown>;
    switch (resource) {
      case 'journalentry':
        return { JournalEntry: this.company.write('JournalEntry', fields) };
      case 'bill':
        return { Bill: this.company.write('Bill', fields) };
      case 'class':
        return { Class: this.company.createNamed('Class', fields) };
      case 'vendor':
        return { Vendor: this.company.createNamed('Vendor', fields) };
      default:
        throw new QboFault(400, { Message: 'Unsupported Operation', Detail: `Operation ${resource} is not supported.`, code: '500' });
    }
  }
}

/** Starts a fake QBO on its own free port (or `options.port`). */
export function startFakeQbo(options: FakeQboOptions = {}): Promise<FakeQbo> {
  return new FakeQbo(options).start();
}

/** The shape Intuit answers authentication failures with: lower-case `fault`/`error`. */
function authFault(detail: string, status = 401) {
  const code = status === 401 ? '3200' : '3100';
  const message =
    status === 401 ? `message=AuthenticationFailed; errorCode=00${code}; statusCode=401` : `message=AuthorizationFailed; errorCode=00${code}; statusCode=403`;
  return {
    warnings: null,
    intuitObject: null,
    fault: { error: [{ message, detail, code, element: null }], type: status === 401 ? 'AUTHENTICATION' : 'SERVICE' },
    time: Date.now(),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseBody(raw: string, contentType: string | undefined): unknown {
  if (!raw) return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
