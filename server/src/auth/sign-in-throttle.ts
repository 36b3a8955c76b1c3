import { SlidingWindowLimiter, type RateLimit } from './rate-limit';

/** How an account slows down after failed sign-ins: each further attempt waits twice as long. */
export interface BackOff {
  /** Failures allowed before the first wait. */
  freeFailures: number;
  /** The first wait; doubled by each further failure. */
  firstDelayMs: number;
  /** The longest wait: the account is slowed down, never locked. */
  maxDelayMs: number;
  /** An account's failures are forgotten after this long without one. */
  forgetAfterMs: number;
}

export interface SignInThrottleOptions {
  /** Failed sign-ins from one address, whatever the emails (password spraying). */
  perAddress: RateLimit;
  /** The back-off of one account, whatever the addresses. */
  perAccount: BackOff;
  /** Failed sign-ins from a browser that signed in to the account before (its device cookie). */
  perDevice: RateLimit;
}

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleOptions = {
  perAddress: { limit: 20, windowMs: 15 * 60_000 },
  perAccount: {
    freeFailures: 5,
    firstDelayMs: 1000,
    maxDelayMs: 5 * 60_000,
    forgetAfterMs: 24 * 60 * 60_000,
  },
  perDevice: { limit: 10, windowMs: 15 * 60_000 },
};

/** One sign-in attempt (or a current-password check): who tries, on which account, from where. */
export interface SignInAttempt {
  /** The client's address (`request.ip`, which honours a trusted proxy). */
  address: string;
  /** The account tried: its normalised email, whether or not an account has it. */
  account: string;
  /** The nonce of a device cookie this browser holds for the account; null when none. */
  device: string | null;
}

interface AccountFailures {
  count: number;
  lastMs: number;
}

interface AddressFailure {
  atMs: number;
  account: string;
}

/** Accounts and addresses remembered at most; the oldest are forgotten first. */
const MAX_REMEMBERED = 50_000;

/**
 * Slows down password guessing without letting an attacker lock the owner out. An address may
 * fail only so often, across all emails; an account that keeps failing waits longer and longer
 * (never a hard lock); and a browser that has signed in to the account before counts only its
 * own failures, so failures elsewhere never hold the owner back. Unknown emails are throttled
 * exactly like known ones, so the answers do not tell which exist. State is per process, which is
 * enough for a single reference server.
 */
export class SignInThrottle {
  private readonly accounts = new Map<string, AccountFailures>();
  private readonly addresses = new Map<string, AddressFailure[]>();
  private readonly devices: SlidingWindowLimiter;

  constructor(private readonly options: SignInThrottleOptions = DEFAULT_SIGN_IN_THROTTLE) {
    this.devices = new SlidingWindowLimiter(options.perDevice);
  }

  /**
   * Seconds the attempt must wait before its password may be checked, or 0 when it may go ahead.
   * An attempt that goes ahead counts as a failure until `recordSuccess` says otherwise, so
   * parallel guesses cannot slip through while the first ones are being checked.
   */
  begin(attempt: SignInAttempt, nowMs: number): number {
    const wait =
      attempt.device !== null
        ? this.devices.waitFor(attempt.device, nowMs)
        : Math.max(this.addressWait(attempt.address, nowMs), this.accountWait(attempt, nowMs));
    if (wait === 0) this.recordFailure(attempt, nowMs);
    return wait;
  }

  private recordFailure(attempt: SignInAttempt, nowMs: number): void {
    if (attempt.device !== null) {
      this.devices.hit(attempt.device, nowMs);
      return;
    }
    const recent = this.recentAddressFailures(attempt.address, nowMs);
    recent.push({ atMs: nowMs, account: attempt.account });
    this.remember(this.addresses, attempt.address, recent);
    const previous = this.liveAccountFailures(attempt.account, nowMs);
    this.remember(this.accounts, attempt.account, {
      count: (previous?.count ?? 0) + 1,
      lastMs: nowMs,
    });
  }

  /**
   * The right password: the account starts afresh, and its failures no longer count against the
   * address (the owner mistyping is not spraying; other emails' failures still count).
   */
  recordSuccess(attempt: SignInAttempt, nowMs: number): void {
    this.accounts.delete(attempt.account);
    if (attempt.device !== null) this.devices.clear(attempt.device);
    const others = this.recentAddressFailures(attempt.address, nowMs).filter(
      (failure) => failure.account !== attempt.account,
    );
    if (others.length === 0) this.addresses.delete(attempt.address);
    else this.addresses.set(attempt.address, others);
  }

  private recentAddressFailures(address: string, nowMs: number): AddressFailure[] {
    const since = nowMs - this.options.perAddress.windowMs;
    return (this.addresses.get(address) ?? []).filter((failure) => failure.atMs > since);
  }

  private addressWait(address: string, nowMs: number): number {
    const recent = this.recentAddressFailures(address, nowMs);
    const { limit, windowMs } = this.options.perAddress;
    if (recent.length < limit) return 0;
    const oldestCounted = recent[recent.length - limit]?.atMs ?? nowMs;
    return secondsUntil(oldestCounted + windowMs, nowMs);
  }

  private liveAccountFailures(account: string, nowMs: number): AccountFailures | undefined {
    const failures = this.accounts.get(account);
    if (failures && nowMs - failures.lastMs > this.options.perAccount.forgetAfterMs) {
      this.accounts.delete(account);
      return undefined;
    }
    return failures;
  }

  private accountWait(attempt: SignInAttempt, nowMs: number): number {
    const failures = this.liveAccountFailures(attempt.account, nowMs);
    const { freeFailures, firstDelayMs, maxDelayMs } = this.options.perAccount;
    if (!failures || failures.count < freeFailures) return 0;
    const doublings = Math.min(failures.count - freeFailures, 30);
    const delayMs = Math.min(firstDelayMs * 2 ** doublings, maxDelayMs);
    return secondsUntil(failures.lastMs + delayMs, nowMs);
  }

  /** Re-inserts the key as the newest and forgets the oldest keys beyond the bound. */
  private remember<V>(map: Map<string, V>, key: string, value: V): void {
    map.delete(key);
    map.set(key, value);
    for (const oldest of map.keys()) {
      if (map.size <= MAX_REMEMBERED) break;
      map.delete(oldest);
    }
  }
}

const secondsUntil = (atMs: number, nowMs: number): number =>
  atMs <= nowMs ? 0 : Math.max(1, Math.ceil((atMs - nowMs) / 1000));
