import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { Global, HttpException, HttpStatus, Injectable, Logger, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { ATTEMPT_STORE, type AttemptStore, AttemptStoreCloser, createAttemptStore, InjectAttemptStore } from './attempt-store';

/** 429 while a user name or an address has too many failed sign-ins in the window. */
export class TooManySignInsException extends HttpException {
  constructor(msLeft: number) {
    const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
    super({ Message: `Too many failed sign-ins. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.` }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * The sign-in limit (docs/decisions.md "Sign-in limits"): only failures count, per user name (from
 * any address) and per address (at a higher limit, since 30 stations may share one); a success
 * clears that user name's failures. Counts live in the shared attempt store.
 */
@Injectable()
export class SignInLimits {
  private readonly logger = new Logger('SignInLimits');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectAttemptStore() private readonly store: AttemptStore,
  ) {}

  /** Throws TooManySignInsException when the user name or the address is over its limit. */
  async check(username: string, address: string): Promise<void> {
    const { perUser, perAddress } = this.config.signInFailures;
    const [user, place] = await Promise.all([this.store.peek(userKey(username)), this.store.peek(addressKey(address))]);
    const over = [user.count >= perUser ? user.msLeft : 0, place.count >= perAddress ? place.msLeft : 0];
    if (over.some((ms) => ms > 0)) {
      this.logger.warn(`Sign-in refused: too many failures for ${user.count >= perUser ? 'the user name' : 'the address'} (from ${address})`);
      throw new TooManySignInsException(Math.max(...over));
    }
  }

  async failed(username: string, address: string): Promise<void> {
    const { windowMs } = this.config.signInFailures;
    await Promise.all([this.store.hit(userKey(username), windowMs), this.store.hit(addressKey(address), windowMs)]);
  }

  async succeeded(username: string): Promise<void> {
    await this.store.clear(userKey(username));
  }
}

// User names are matched case-insensitively; the key holds a digest, not the name.
const userKey = (username: string) => `signin:user:${createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
const addressKey = (address: string) => `signin:address:${addressGroup(address)}`;

/** IPv4 addresses count one by one; IPv6 ones by their /64, which one client usually holds whole. */
export function addressGroup(address: string): string {
  const ip = address.split('%')[0];
  if (!isIPv6(ip) || ip.includes('.')) return ip;
  const [head, tail] = ip.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** The attempt store (memory, or Redis with REDIS_URL) for the sign-in limits and the throttle. */
@Global()
@Module({})
export class AttemptStoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AttemptStoreModule,
      providers: [{ provide: ATTEMPT_STORE, useFactory: () => createAttemptStore(config) }, AttemptStoreCloser],
      exports: [ATTEMPT_STORE],
    };
  }
}
