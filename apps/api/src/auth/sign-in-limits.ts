import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { Global, HttpException, HttpStatus, Injectable, Logger, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import {
  ATTEMPT_STORE,
  type AttemptStore,
  AttemptStoreCloser,
  createAttemptStore,
  InjectAttemptStore,
  type SignInKeys,
  type SignInScope,
} from './attempt-store';

/** 429 while the attempt's (user name, address) pair, or its address or user name, is locked. */
export class TooManySignInsException extends HttpException {
  constructor(msLeft: number) {
    const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
    super({ Message: `Too many failed sign-ins. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.` }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

const ScopeNames: Record<SignInScope, string> = { pair: 'the user name at the address', address: 'the address', user: 'the user name' };

/**
 * The sign-in limits (docs/decisions.md "Sign-in limits"). Every attempt first takes a place in one
 * atomic step of the shared attempt store, counted as a failure, before its password is verified, so
 * concurrent guesses never get more checks than the limits allow; a right password gives the place
 * back. A (user name, address) pair is locked after perPair failures, with a lock that doubles for
 * each failure after it; an address (perAddress) or a user name over all addresses (perUser) is
 * locked the same way, but only for the user names that have not signed in at that address before.
 */
@Injectable()
export class SignInLimits {
  private readonly logger = new Logger('SignInLimits');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectAttemptStore() private readonly store: AttemptStore,
  ) {}

  /** Takes the attempt's place before its password is checked; throws TooManySignInsException while it is locked out. */
  async reserve(username: string, address: string): Promise<void> {
    const answer = await this.store.reserveSignIn(signInKeys(username, address), this.config.signInFailures);
    if (answer.ok) return;
    this.logger.warn(`Sign-in refused: too many failures for ${ScopeNames[answer.scope]} (from ${address})`);
    throw new TooManySignInsException(answer.msLeft);
  }

  /** The reserved attempt's password was right: it is not a failure, and clears the pair's. */
  async succeeded(username: string, address: string): Promise<void> {
    await this.store.signInSucceeded(signInKeys(username, address), this.config.signInFailures);
  }
}

// User names are matched case-insensitively; the keys hold a digest, not the name.
export function signInKeys(username: string, address: string): SignInKeys {
  const user = createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 32);
  const place = addressGroup(address);
  return { pair: `signin:pair:${user}:${place}`, address: `signin:address:${place}`, user: `signin:user:${user}`, known: `signin:known:${user}:${place}` };
}

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
