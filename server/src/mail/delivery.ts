import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';
import type { MailOutboxTable } from '../db/schema';
import type { Selectable } from 'kysely';
import { failureKind, type MailTransport } from './transport';

/** How delivery paces itself; tests shorten the waits. */
export interface DeliveryTiming {
  /** How often each process looks for mail that is due (it is also woken when mail is written). */
  pollMs: number;
  /** How long a claimed mail is its process's: a process killed mid-send leaves it to another after. */
  leaseMs: number;
  /** The wait after the first failed attempt, doubled after each further one, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts after which a mail the relay keeps deferring counts as failed. */
  maxAttempts: number;
}

export const DEFAULT_DELIVERY_TIMING: DeliveryTiming = {
  pollMs: 1_000,
  leaseMs: 2 * 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  // About two days of hourly attempts once the back-off has grown.
  maxAttempts: 50,
};

/** Mails claimed at once; each is sent on its own connection, one after the other. */
const BATCH = 10;

export interface DeliveryLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface MailDeliveryOptions {
  db: Db;
  transport: MailTransport;
  /** The `From` of every mail. */
  from: string;
  now: () => number;
  /** Keep delivered mail for the development outbox page instead of deleting it. */
  keepsDelivered: boolean;
  timing?: Partial<DeliveryTiming>;
  log: DeliveryLog;
}

export interface MailCounts {
  /** Written and not yet accepted by the relay. */
  pending: number;
  /** Refused for good by the relay, or deferred past the last attempt. */
  failed: number;
}

type QueuedMail = Selectable<MailOutboxTable>;

/** The wait before the next attempt, with a little jitter so processes do not retry in step. */
export const retryDelayMs = (attempts: number, timing: DeliveryTiming, random = Math.random) =>
  Math.min(timing.retryBaseMs * 2 ** Math.max(0, attempts - 1), timing.retryMaxMs) *
  (0.9 + 0.2 * random());

const describe = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Delivers the outbox in the background. Every process sharing the database runs one: a process
 * claims due mails by setting a lease on them (on PostgreSQL with `FOR UPDATE SKIP LOCKED`, so
 * two processes never claim the same mail), sends them, and then deletes them (or marks them
 * sent). A process killed mid-send leaves its lease to run out, and another sends the mail again
 * with the same `Message-ID`: delivery is at least once, never lost. A 4xx, a dropped connection or
 * a timeout is retried with exponential back-off; a 5xx ends the mail as failed, logged and counted.
 */
export class MailDelivery {
  readonly #options: MailDeliveryOptions;
  readonly #timing: DeliveryTiming;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> = Promise.resolve();
  #isRunning = false;
  #isStopped = false;
  #wakeAgain = false;

  constructor(options: MailDeliveryOptions) {
    this.#options = options;
    this.#timing = { ...DEFAULT_DELIVERY_TIMING, ...options.timing };
  }

  /** Begins looking for due mail now and every `pollMs`. */
  start(): void {
    this.nudge();
  }

  /** Looks for due mail at once (after a mail was written), or right after the current round. */
  nudge(): void {
    if (this.#isStopped) return;
    if (this.#isRunning) {
      this.#wakeAgain = true;
      return;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#isRunning = true;
    this.#running = this.#round().finally(() => {
      this.#isRunning = false;
      if (this.#isStopped) return;
      if (this.#wakeAgain) {
        this.#wakeAgain = false;
        this.nudge();
        return;
      }
      this.#timer = setTimeout(() => this.nudge(), this.#timing.pollMs);
      this.#timer.unref();
    });
  }

  /** Stops looking; a send under way may finish for a moment, then its lease covers it. */
  async stop(): Promise<void> {
    this.#isStopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await Promise.race([
      this.#running,
      new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
    ]);
    this.#options.transport.close();
  }

  /** Mail waiting for the relay and mail it refused, for `/readyz`. */
  async counts(): Promise<MailCounts> {
    const rows = await this.#options.db
      .selectFrom('mail_outbox')
      .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
      .where('state', 'in', ['pending', 'failed'])
      .groupBy('state')
      .execute();
    const countOf = (state: string) => rows.find((row) => row.state === state)?.count ?? 0;
    return { pending: countOf('pending'), failed: countOf('failed') };
  }

  /** Read through a call: `stop` may set it while a round awaits. */
  #stopped(): boolean {
    return this.#isStopped;
  }

  async #round(): Promise<void> {
    try {
      // Rounds go on while whole batches are due; a stop ends them between two mails.
      let claimed: QueuedMail[];
      do {
        claimed = await this.#claim();
        for (const mail of claimed) {
          if (this.#stopped()) return;
          await this.#deliver(mail);
        }
      } while (claimed.length === BATCH && !this.#stopped());
    } catch (error) {
      if (!this.#isStopped)
        this.#options.log.error({ err: error }, 'The mail outbox could not be read');
    }
  }

  /** Leases up to a batch of due mails to this process. */
  async #claim(): Promise<QueuedMail[]> {
    const { db, now } = this.#options;
    const nowMs = now();
    const due = db
      .selectFrom('mail_outbox')
      .select('id')
      .where('state', '=', 'pending')
      .where('next_attempt_ms', '<=', nowMs)
      .where((eb) => eb.or([eb('lease_until_ms', 'is', null), eb('lease_until_ms', '<=', nowMs)]))
      .orderBy('id')
      .limit(BATCH);
    return db
      .updateTable('mail_outbox')
      .set((eb) => ({
        lease_until_ms: nowMs + this.#timing.leaseMs,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', 'in', dialectOf(db) === 'postgres' ? due.forUpdate().skipLocked() : due)
      .returningAll()
      .execute();
  }

  async #deliver(mail: QueuedMail): Promise<void> {
    const { db, transport, from, now, keepsDelivered, log } = this.#options;
    try {
      await transport.send({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        messageId: mail.message_id,
        headers:
          mail.unsubscribe_url === null
            ? {}
            : {
                'List-Unsubscribe': `<${mail.unsubscribe_url}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
      });
    } catch (error) {
      await this.#failed(mail, error);
      return;
    }
    if (keepsDelivered) {
      await db
        .updateTable('mail_outbox')
        .set({ state: 'sent', sent_ms: now(), lease_until_ms: null, last_error: null })
        .where('id', '=', mail.id)
        .execute();
    } else {
      // Delivered mail is not kept: the table holds no reset link once it has left.
      await db.deleteFrom('mail_outbox').where('id', '=', mail.id).execute();
    }
    log.info({ mailId: mail.id, messageId: mail.message_id }, 'Mail delivered to the relay');
    if (mail.attempts > 1) await this.#relayIsBack();
  }

  /**
   * A mail that failed before went through: the relay is back, so the mails waiting out their
   * back-off are due now rather than up to an hour later.
   */
  async #relayIsBack(): Promise<void> {
    const nowMs = this.#options.now();
    await this.#options.db
      .updateTable('mail_outbox')
      .set({ next_attempt_ms: nowMs })
      .where('state', '=', 'pending')
      .where('next_attempt_ms', '>', nowMs)
      .execute();
  }

  async #failed(mail: QueuedMail, error: unknown): Promise<void> {
    const { db, now, log } = this.#options;
    const reason = describe(error);
    const details = {
      mailId: mail.id,
      messageId: mail.message_id,
      attempts: mail.attempts,
      reason,
    };
    if (failureKind(error) === 'permanent' || mail.attempts >= this.#timing.maxAttempts) {
      await db
        .updateTable('mail_outbox')
        .set({ state: 'failed', lease_until_ms: null, last_error: reason })
        .where('id', '=', mail.id)
        .execute();
      log.error(details, 'The relay refused a mail for good: it will not be sent');
      return;
    }
    const waitMs = Math.round(retryDelayMs(mail.attempts, this.#timing));
    await db
      .updateTable('mail_outbox')
      .set({ next_attempt_ms: now() + waitMs, lease_until_ms: null, last_error: reason })
      .where('id', '=', mail.id)
      .execute();
    log.warn(
      { ...details, retryInMs: waitMs },
      'A mail could not be delivered yet: retrying later',
    );
  }
}
