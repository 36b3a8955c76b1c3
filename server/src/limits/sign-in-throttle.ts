import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';
import { withinTransaction } from '../db/transaction';
import { secondsUntil, storedKey, type RateLimit } from './keys';
import { SlidingWindow } from './sliding-window';

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

/**
 * Slows down password guessing without letting an attacker lock the owner out. An address may
 * fail only so often, across all emails; an account that keeps failing waits longer and longer
 * (never a hard lock); and a browser that has signed in to the account before counts only its
 * own failures, so failures elsewhere never hold the owner back. Unknown emails are throttled
 * exactly like known ones, so the answers do not tell which exist. Counted in the database, so
 * every process sharing it counts the same failures; accounts are stored as hashes.
 */
export class SignInThrottle {
  private readonly addresses: SlidingWindow;
  private readonly devices: SlidingWindow;

  constructor(
    private readonly db: Db,
    private readonly options: SignInThrottleOptions = DEFAULT_SIGN_IN_THROTTLE,
  ) {
    this.addresses = new SlidingWindow(db, 'sign-in-address', options.perAddress);
    this.devices = new SlidingWindow(db, 'sign-in-device', options.perDevice);
  }

  /**
   * Seconds the attempt must wait before its password may be checked, or 0 when it may go ahead.
   * An attempt that goes ahead counts as a failure until `recordSuccess` says otherwise, so
   * parallel guesses cannot slip through while the first ones are being checked.
   */
  async begin(attempt: SignInAttempt, nowMs: number): Promise<number> {
    if (attempt.device !== null) return this.devices.hit(attempt.device, nowMs);
    const account = storedKey('sign-in-account', attempt.account);
    const accountWait = this.accountWait(await this.accountRow(account), nowMs);
    const address = await this.addresses.record(attempt.address, nowMs, attempt.account);
    if (address.id === null || accountWait > 0) {
      if (address.id !== null) await this.addresses.remove(address.id);
      return Math.max(address.wait, accountWait);
    }
    const wait = await this.countFailure(account, nowMs);
    if (wait > 0) await this.addresses.remove(address.id);
    return wait;
  }

  /**
   * The right password: the account starts afresh, and its failures no longer count against the
   * address (the owner mistyping is not spraying; other emails' failures still count).
   */
  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    await this.db
      .deleteFrom('throttle_accounts')
      .where('account', '=', storedKey('sign-in-account', attempt.account))
      .execute();
    if (attempt.device !== null) await this.devices.clear(attempt.device);
    await this.addresses.forgetAccount(attempt.address, attempt.account);
  }

  /** Forgets failures too old to count. */
  async prune(nowMs: number): Promise<void> {
    await this.addresses.prune(nowMs);
    await this.devices.prune(nowMs);
    await this.db
      .deleteFrom('throttle_accounts')
      .where('last_ms', '<', nowMs - this.options.perAccount.forgetAfterMs)
      .execute();
  }

  private accountRow(account: string): Promise<AccountFailures | undefined> {
    return this.db
      .selectFrom('throttle_accounts')
      .select(['account', 'failures', 'last_ms'])
      .where('account', '=', account)
      .executeTakeFirst();
  }

  /** An account's failures, unless forgotten by now. */
  private liveFailures(row: AccountFailures | undefined, nowMs: number): number {
    if (!row || nowMs - row.last_ms > this.options.perAccount.forgetAfterMs) return 0;
    return row.failures;
  }

  private accountWait(row: AccountFailures | undefined, nowMs: number): number {
    const failures = this.liveFailures(row, nowMs);
    const { freeFailures, firstDelayMs, maxDelayMs } = this.options.perAccount;
    if (!row || failures < freeFailures) return 0;
    const doublings = Math.min(failures - freeFailures, 30);
    const delayMs = Math.min(firstDelayMs * 2 ** doublings, maxDelayMs);
    return secondsUntil(row.last_ms + delayMs, nowMs);
  }

  /**
   * Adds a failure to the account's count unless the account must wait, then gives the wait (0
   * when counted). The account's row is held for the transaction, so failures counted at once,
   * by any number of processes, are each counted.
   */
  private countFailure(account: string, nowMs: number): Promise<number> {
    return withinTransaction(this.db, async (trx) => {
      await trx
        .insertInto('throttle_accounts')
        .values({ account, failures: 0, last_ms: nowMs })
        .onConflict((conflict) => conflict.column('account').doNothing())
        .execute();
      const row = await trx
        .selectFrom('throttle_accounts')
        .select(['account', 'failures', 'last_ms'])
        .where('account', '=', account)
        .$if(dialectOf(trx) === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      const wait = this.accountWait(row, nowMs);
      if (wait > 0) return wait;
      await trx
        .updateTable('throttle_accounts')
        .set({ failures: this.liveFailures(row, nowMs) + 1, last_ms: nowMs })
        .where('account', '=', account)
        .execute();
      return 0;
    });
  }
}

interface AccountFailures {
  account: string;
  failures: number;
  last_ms: number;
}
