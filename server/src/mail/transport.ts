import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';

/** One mail as the relay receives it. */
export interface TransportMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  messageId: string;
  headers: Record<string, string>;
}

/** Where mail is handed over: an SMTP relay in a deployment. */
export interface MailTransport {
  /** Resolves once the relay accepted the mail; rejects with what it answered otherwise. */
  send: (message: TransportMessage) => Promise<void>;
  close: () => void;
}

/**
 * What a failed attempt means: `permanent` when the relay refused the mail for good (a 5xx reply,
 * which the same mail would get again), `transient` for a 4xx reply, a lost connection or a
 * timeout, which a later attempt may get past.
 */
export const failureKind = (error: unknown): 'permanent' | 'transient' => {
  if (typeof error !== 'object' || error === null) return 'transient';
  const { permanent, responseCode } = error as { permanent?: unknown; responseCode?: unknown };
  if (typeof permanent === 'boolean') return permanent ? 'permanent' : 'transient';
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode !== 503
    ? 'permanent'
    : 'transient';
};

/** How the server hands over mail, chosen from the environment at start (see `mailSettingsFrom`). */
export type MailSettings =
  /** Delivered through an SMTP relay. */
  | { mode: 'smtp'; url: string; from: string; dkim: DkimSettings | null }
  /** Kept for the development outbox page (`PCSX_DEV_TOOLS=1`), delivered nowhere. */
  | { mode: 'development' }
  /** Dropped, on purpose (`MAIL_DISABLED=1`). */
  | { mode: 'disabled' };

export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** A setting that stops the start, with what to do about it. */
export class MailSettingsError extends Error {}

const NO_MAIL_MESSAGE =
  'No mail delivery is set up, so nobody could confirm a registration or reset a password. ' +
  'Set SMTP_URL (smtp://user:password@relay:587 or smtps://…) and MAIL_FROM to deliver mail, ' +
  'or MAIL_DISABLED=1 to run without mail on purpose.';

/**
 * Reads `SMTP_URL`, `MAIL_FROM`, `DKIM_DOMAIN`, `DKIM_SELECTOR`, `DKIM_PRIVATE_KEY_FILE` and
 * `MAIL_DISABLED`. With `SMTP_URL` mail is delivered; otherwise the development tools keep it
 * for their outbox page; a server with neither refuses to start unless `MAIL_DISABLED=1` says
 * running without mail is meant, since a portal that silently sends nothing cannot register anyone.
 */
export const mailSettingsFrom = (
  env: Record<string, string | undefined>,
  devTools: boolean,
  readKey: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): MailSettings => {
  const url = env.SMTP_URL?.trim() ?? '';
  if (url === '') {
    if (devTools) return { mode: 'development' };
    if (env.MAIL_DISABLED === '1') return { mode: 'disabled' };
    throw new MailSettingsError(NO_MAIL_MESSAGE);
  }
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new MailSettingsError('SMTP_URL is not an address: write smtp://host:port or smtps://…');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new MailSettingsError(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//`);
  const from = env.MAIL_FROM?.trim() ?? '';
  if (from === '')
    throw new MailSettingsError(
      'MAIL_FROM must be set with SMTP_URL: the sender of every mail, such as ' +
        '"Northwind Labs Careers <careers@example.com>".',
    );
  const dkimNames = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY_FILE'] as const;
  const dkimSet = dkimNames.filter((name) => (env[name] ?? '') !== '');
  if (dkimSet.length > 0 && dkimSet.length < dkimNames.length)
    throw new MailSettingsError(`DKIM signing needs all of ${dkimNames.join(', ')}`);
  const dkim =
    dkimSet.length === 0
      ? null
      : {
          domainName: env.DKIM_DOMAIN ?? '',
          keySelector: env.DKIM_SELECTOR ?? '',
          privateKey: readKey(env.DKIM_PRIVATE_KEY_FILE ?? ''),
        };
  return { mode: 'smtp', url, from, dkim };
};

/** How long the relay may take to connect, greet and answer each command before the attempt fails. */
const RELAY_TIMEOUT_MS = 30_000;

/**
 * Delivery over SMTP with nodemailer: STARTTLS whenever the relay offers it (smtp://), TLS from the
 * start with smtps://, credentials from the URL, DKIM-signed when configured. Connections are
 * pooled, so a backlog (after a relay outage) goes out over one connection rather than one per mail;
 * the pool opens a new one when the relay closes it.
 */
export const smtpTransport = (settings: Extract<MailSettings, { mode: 'smtp' }>): MailTransport => {
  const transporter = nodemailer.createTransport({
    url: settings.url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: RELAY_TIMEOUT_MS,
    greetingTimeout: RELAY_TIMEOUT_MS,
    socketTimeout: RELAY_TIMEOUT_MS,
    ...(settings.dkim ? { dkim: settings.dkim } : {}),
  });
  return {
    send: async (message) => {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === null ? {} : { html: message.html }),
        messageId: message.messageId,
        headers: message.headers,
      });
    },
    close: () => transporter.close(),
  };
};
