import { Inject, Injectable } from '@nestjs/common';
import { QboDefaultUrls } from '@intermission/contracts';
import { type ExportEntity, isBalanced } from '@intermission/domain';
import { ExportSettingsRepository, type QboConnection, type QboTokens } from '../../export-settings/export-settings.repository';
import { type AccountingReference, AccountingRefusal, type AccountingService } from '../export-ports';
import { faultMessage, field, type QboAnswer, qboHttp } from './qbo-http';
import { billBody, billProblem, journalEntryBody, namesOf, type QboRefs } from './qbo-payloads';

export const QBO_CLIENT_OPTIONS = Symbol('QboClientOptions');

export interface QboClientOptions {
  /** Each HTTP call's own timeout. */
  timeoutMs: number;
  /** How many 429 answers one call waits out before refusing (retryable). */
  throttleRetries: number;
  /** The longest Retry-After waited (a longer one is cut to this). */
  maxRetryAfterMs: number;
  /** The wait after a 429 without Retry-After. */
  defaultRetryAfterMs: number;
  /** How long looked-up Account/Class/Vendor ids are kept (a run's length). */
  lookupTtlMs: number;
  minorVersion: number;
}

export const DefaultQboClientOptions: QboClientOptions = {
  timeoutMs: 30_000,
  throttleRetries: 3,
  maxRetryAfterMs: 60_000,
  defaultRetryAfterMs: 2_000,
  lookupTtlMs: 10 * 60_000,
  minorVersion: 75,
};

type Named = 'Account' | 'Class' | 'Vendor';

/**
 * QuickBooks Online behind the AccountingService port (docs/exports.md "QuickBooks Online"):
 * JournalEntry and Bill create or sparse update with the run's requestid, names looked up as ids
 * (Class and Vendor created when missing), the OAuth2 access token refreshed on a 401 and stored,
 * 429 waited out a bounded number of times. Every failure is an AccountingRefusal.
 */
@Injectable()
export class QboClient implements AccountingService {
  private lookups = new Map<string, { id: string; at: number }>();

  constructor(
    private readonly settings: ExportSettingsRepository,
    @Inject(QBO_CLIENT_OPTIONS) private readonly options: QboClientOptions,
  ) {}

  async connected(): Promise<boolean> {
    // A run starts by asking: its lookups start afresh (an account renamed in QBO since is found again).
    this.lookups.clear();
    const c = await this.settings.qboConnection();
    return !!(c.RealmId && c.ClientId && c.ClientSecret && c.RefreshToken);
  }

  async post(entity: ExportEntity, requestId: string, existing: AccountingReference | null): Promise<AccountingReference & { HttpStatus: number }> {
    if (!isBalanced(entity)) throw new AccountingRefusal(`${entity.DocNumber}: its lines do not balance to the cent`, null, false);
    const problem = entity.Kind === 'Bill' ? billProblem(entity) : null;
    if (problem) throw new AccountingRefusal(problem, null, false);
    const refs = await this.refsFor(entity);
    const resource = entity.Kind === 'Bill' ? 'bill' : 'journalentry';
    const body = entity.Kind === 'Bill' ? billBody(entity, refs) : journalEntryBody(entity, refs);
    const update = existing
      ? { sparse: true, Id: existing.QbReference, SyncToken: existing.SyncToken ?? (await this.syncTokenOf(entity.Kind, existing.QbReference)) }
      : {};
    const answer = await this.call('POST', resource, { requestid: requestId }, { ...update, ...body });
    const saved = field(answer.body, entity.Kind);
    const id = field(saved, 'Id');
    if (typeof id !== 'string') throw new AccountingRefusal(`QuickBooks Online answered without the ${entity.Kind}'s Id`, answer.status, true);
    const syncToken = field(saved, 'SyncToken');
    return { QbReference: id, SyncToken: typeof syncToken === 'string' ? syncToken : null, HttpStatus: answer.status };
  }

  /** The ids of an entity's accounts, classes and vendor; a missing Class or Vendor is created, a missing Account refused. */
  private async refsFor(entity: ExportEntity): Promise<QboRefs> {
    const names = namesOf(entity);
    const ids = new Map<string, string>();
    for (const account of names.accounts) {
      const id = await this.idOf('Account', account);
      if (!id)
        throw new AccountingRefusal(
          `Account '${account}' is not in the QuickBooks Online chart of accounts (map it in the export settings or add it in QuickBooks)`,
          null,
          false,
        );
      ids.set(`Account:${account}`, id);
    }
    for (const klass of names.classes) ids.set(`Class:${klass}`, (await this.idOf('Class', klass)) ?? (await this.create('Class', klass)));
    if (names.vendor) ids.set(`Vendor:${names.vendor}`, (await this.idOf('Vendor', names.vendor)) ?? (await this.create('Vendor', names.vendor)));
    return {
      account: (name) => ids.get(`Account:${name}`)!,
      klass: (name) => (name ? ids.get(`Class:${name}`)! : null),
      vendor: (name) => ids.get(`Vendor:${name}`)!,
    };
  }

  private async idOf(type: Named, name: string): Promise<string | null> {
    const key = `${type}:${name}`;
    const cached = this.lookups.get(key);
    if (cached && Date.now() - cached.at < this.options.lookupTtlMs) return cached.id;
    // A Vendor's name is its DisplayName; quotes and backslashes escaped as QBO's query language wants.
    const property = type === 'Vendor' ? 'DisplayName' : 'Name';
    const quoted = name.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
    const answer = await this.call('GET', 'query', { query: `select * from ${type} where ${property} = '${quoted}'` });
    const found = field(field(answer.body, 'QueryResponse'), type);
    const id = Array.isArray(found) ? field(found[0], 'Id') : undefined;
    if (typeof id !== 'string') return null;
    this.lookups.set(key, { id, at: Date.now() });
    return id;
  }

  private async create(type: 'Class' | 'Vendor', name: string): Promise<string> {
    const body = type === 'Vendor' ? { DisplayName: name } : { Name: name };
    try {
      const answer = await this.call('POST', type.toLowerCase(), {}, body);
      const id = field(field(answer.body, type), 'Id');
      if (typeof id !== 'string') throw new AccountingRefusal(`QuickBooks Online answered without the ${type}'s Id`, answer.status, true);
      this.lookups.set(`${type}:${name}`, { id, at: Date.now() });
      return id;
    } catch (e) {
      // Created meanwhile (another worker, or an answer lost on the way): 6240 Duplicate Name, then found.
      const again = e instanceof AccountingRefusal && e.httpStatus === 400 ? await this.idOf(type, name) : null;
      if (again) return again;
      throw e;
    }
  }

  /** The current SyncToken of a stored entity whose token we did not keep. */
  private async syncTokenOf(kind: ExportEntity['Kind'], id: string): Promise<string> {
    if (!/^\d{1,20}$/.test(id)) throw new AccountingRefusal(`Not a QuickBooks Online id: ${id}`, null, false);
    const answer = await this.call('GET', 'query', { query: `select * from ${kind} where Id = '${id}'` });
    const found = field(field(answer.body, 'QueryResponse'), kind);
    const token = Array.isArray(found) ? field(found[0], 'SyncToken') : undefined;
    if (typeof token !== 'string') throw new AccountingRefusal(`${kind} ${id} is no longer in QuickBooks Online`, 400, false);
    return token;
  }

  /**
   * One API call: a 401 refreshes the tokens once and calls again; a 429 waits its Retry-After
   * (capped) up to `throttleRetries` times; 5xx, a timeout or an unreachable host is a retryable
   * refusal; any other 4xx a refusal with QBO's Fault Message and Detail.
   */
  private async call(method: 'GET' | 'POST', resource: string, params: Record<string, string>, body?: unknown): Promise<QboAnswer> {
    let connection = await this.access();
    let refreshed = false;
    let throttled = 0;
    for (;;) {
      const query = new URLSearchParams({ ...params, minorversion: String(this.options.minorVersion) });
      const base = (connection.ApiBaseUrl || QboDefaultUrls[connection.Environment].ApiBaseUrl).replace(/\/+$/, '');
      const answer = await qboHttp(
        `${base}/v3/company/${encodeURIComponent(connection.RealmId)}/${resource}?${query.toString()}`,
        {
          method,
          headers: { Authorization: `Bearer ${connection.AccessToken}`, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        this.options.timeoutMs,
      );
      if (answer.status >= 200 && answer.status < 300) return answer;
      if (answer.status === 401 && !refreshed) {
        refreshed = true;
        connection = await this.refresh(connection.AccessToken);
        continue;
      }
      if (answer.status === 429 && throttled < this.options.throttleRetries) {
        throttled++;
        await sleep(Math.min(answer.retryAfterMs ?? this.options.defaultRetryAfterMs, this.options.maxRetryAfterMs));
        continue;
      }
      // A cached id may be gone from QBO (Invalid Reference Id): look names up again next time.
      if (answer.status === 400) this.lookups.clear();
      throw refusalOf(answer);
    }
  }

  /** The connection with a live access token (refreshed first when there is none or it is about to expire). */
  private async access(): Promise<QboConnection & { AccessToken: string }> {
    const c = await this.settings.qboConnection();
    if (!c.RealmId || !c.ClientId || !c.ClientSecret || !c.RefreshToken) {
      throw new AccountingRefusal(
        'QuickBooks Online is not connected: the export settings need the company id, client id, client secret and refresh token',
        null,
        false,
      );
    }
    const live = c.AccessToken && c.AccessTokenExpiresAt && c.AccessTokenExpiresAt.getTime() - Date.now() > 60_000;
    return live ? (c as QboConnection & { AccessToken: string }) : this.refresh(c.AccessToken);
  }

  private async refresh(stale: string | null): Promise<QboConnection & { AccessToken: string }> {
    const c = await this.settings.refreshQboTokens(stale, (current) => this.requestTokens(current));
    return c as QboConnection & { AccessToken: string };
  }

  /** Intuit's token endpoint: grant_type=refresh_token with the client's Basic credentials. */
  private async requestTokens(c: QboConnection): Promise<QboTokens> {
    const answer = await qboHttp(
      c.TokenUrl || QboDefaultUrls[c.Environment].TokenUrl,
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${c.ClientId}:${c.ClientSecret ?? ''}`).toString('base64')}`,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: c.RefreshToken ?? '' }).toString(),
      },
      this.options.timeoutMs,
    );
    const access = field(answer.body, 'access_token');
    const refresh = field(answer.body, 'refresh_token');
    if (answer.status !== 200 || typeof access !== 'string' || typeof refresh !== 'string') {
      const retryable = answer.status === 429 || answer.status >= 500;
      throw new AccountingRefusal(
        `QuickBooks Online refused to refresh the connection (${faultMessage(answer.body, answer.status)})${retryable ? '' : ': reconnect it in the export settings'}`,
        answer.status,
        retryable,
      );
    }
    const seconds = (key: string, fallback: number) => {
      const v = field(answer.body, key);
      return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
    };
    const now = Date.now();
    const refreshLife = field(answer.body, 'x_refresh_token_expires_in');
    return {
      AccessToken: access,
      AccessTokenExpiresAt: new Date(now + seconds('expires_in', 3600) * 1000),
      RefreshToken: refresh,
      RefreshTokenExpiresAt: typeof refreshLife === 'number' ? new Date(now + refreshLife * 1000) : null,
    };
  }
}

/** A non-2xx answer as a refusal: 429 (after its retries), 5xx retryable; the rest not, with QBO's own words. */
function refusalOf(answer: QboAnswer): AccountingRefusal {
  const said = faultMessage(answer.body, answer.status);
  if (answer.status === 429) return new AccountingRefusal(`QuickBooks Online is throttling requests: ${said}`, 429, true);
  if (answer.status >= 500) return new AccountingRefusal(`QuickBooks Online failed: ${said}`, answer.status, true);
  if (answer.status === 401 || answer.status === 403) {
    return new AccountingRefusal(`QuickBooks Online refused the connection: ${said}: reconnect it in the export settings`, answer.status, false);
  }
  return new AccountingRefusal(said, answer.status, false);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
