import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import type { SettingsTable } from '../db/schema';
import { NO_STORE } from '../http/cache';
import { msg, translate, type LocalizedMessage, type MessageId } from '../i18n/messages';
import { directionOf } from '../i18n/request-locale';
import { escapeHtml } from '../lib/html';
import { pageLink } from './site-links';

/** An email setting a notification mail is sent under. */
export type EmailPreference = keyof Pick<
  SettingsTable,
  | 'email_job_alerts'
  | 'email_offers'
  | 'email_interviews'
  | 'email_forms'
  | 'email_application_updates'
  | 'email_drafts_closing'
  | 'email_saved_jobs_closing'
>;

/** What one unsubscribe link stops: a candidate's kind of notification mail, or one job alert. */
export type UnsubscribeScope =
  | { kind: 'preference'; userId: number; preference: EmailPreference }
  | { kind: 'alert'; alertId: number };

/** The setting's name as the settings screen shows it. */
export const PREFERENCE_LABELS: Record<EmailPreference, MessageId> = {
  email_job_alerts: 'server.notifications.setting.jobAlerts',
  email_offers: 'server.notifications.setting.offers',
  email_interviews: 'server.notifications.setting.interviews',
  email_forms: 'server.notifications.setting.forms',
  email_application_updates: 'server.notifications.setting.applicationUpdates',
  email_drafts_closing: 'server.notifications.setting.draftsClosing',
  email_saved_jobs_closing: 'server.notifications.setting.savedJobsClosing',
};

const isPreference = (value: string): value is EmailPreference =>
  Object.hasOwn(PREFERENCE_LABELS, value);

export const UNSUBSCRIBE_PATH = '/mail/unsubscribe';

const payloadOf = (scope: UnsubscribeScope): string =>
  scope.kind === 'alert' ? `a.${scope.alertId}` : `p.${scope.userId}.${scope.preference}`;

const scopeOf = (payload: string): UnsubscribeScope | null => {
  const [kind, first, second] = payload.split('.');
  const id = Number(first);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  if (kind === 'a' && second === undefined) return { kind: 'alert', alertId: id };
  if (kind === 'p' && second !== undefined && isPreference(second))
    return { kind: 'preference', userId: id, preference: second };
  return null;
};

const signatureOf = (secret: string, payload: string): Buffer =>
  createHmac('sha256', secret).update(`unsubscribe\n${payload}`).digest();

/**
 * A token that names what to stop and proves the server wrote it: whoever holds the mail may use
 * it without signing in (RFC 8058 one-click), and nobody can forge one for someone else's mail.
 */
export const unsubscribeToken = (secret: string, scope: UnsubscribeScope): string => {
  const payload = payloadOf(scope);
  return `${Buffer.from(payload).toString('base64url')}.${signatureOf(secret, payload).toString('base64url')}`;
};

/** The scope a token names, or null when it was not written by this server. */
export const readUnsubscribeToken = (secret: string, token: string): UnsubscribeScope | null => {
  const [encodedPayload, encodedSignature, rest] = token.split('.');
  if (encodedPayload === undefined || encodedSignature === undefined || rest !== undefined)
    return null;
  const payload = Buffer.from(encodedPayload, 'base64url').toString();
  const expected = signatureOf(secret, payload);
  const given = Buffer.from(encodedSignature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return scopeOf(payload);
};

/** The secret the server signs with, kept in the database so every process shares it. */
const secretOf = async (db: Db): Promise<string> => {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'server_secret')
    .executeTakeFirstOrThrow();
  return row.value;
};

/** The page that stops what `scope` names, in the reader's language; also the one-click address. */
export const unsubscribeLink = async (
  db: Db,
  scope: UnsubscribeScope,
  locale: string,
): Promise<string> =>
  pageLink(
    `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(await secretOf(db), scope))}`,
    locale,
  );

/** What the page asks, and says once done, of a scope; null when what it names is gone. */
const wordsOf = async (
  db: Db,
  scope: UnsubscribeScope,
): Promise<{ question: LocalizedMessage; done: LocalizedMessage } | null> => {
  if (scope.kind === 'preference') {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', scope.userId)
      .executeTakeFirst();
    const setting = msg(PREFERENCE_LABELS[scope.preference]);
    return user
      ? {
          question: msg('server.unsubscribe.preferenceQuestion', { setting }),
          done: msg('server.unsubscribe.preferenceDone', { setting }),
        }
      : null;
  }
  const alert = await db
    .selectFrom('job_alerts')
    .select('name')
    .where('id', '=', scope.alertId)
    .executeTakeFirst();
  return alert
    ? {
        question: msg('server.unsubscribe.alertQuestion', { name: alert.name }),
        done: msg('server.unsubscribe.alertDone', { name: alert.name }),
      }
    : null;
};

/**
 * Stops the mail: the setting turned off, or the alert paused (a candidate's, which they can
 * resume from their job alerts) or deleted (a visitor's, who has nowhere to resume it).
 */
const unsubscribe = async (db: Db, scope: UnsubscribeScope): Promise<void> => {
  if (scope.kind === 'preference') {
    await db
      .updateTable('settings')
      .set({ [scope.preference]: 0 })
      .where('user_id', '=', scope.userId)
      .execute();
    return;
  }
  await db
    .deleteFrom('job_alerts')
    .where('id', '=', scope.alertId)
    .where('user_id', 'is', null)
    .execute();
  await db
    .updateTable('job_alerts')
    .set({ is_paused: 1 })
    .where('id', '=', scope.alertId)
    .execute();
};

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; color: #1b1f24; background: #fff; }
  main { max-width: 560px; margin: 0 auto; }
  h1 { font-size: 1.4rem; margin: 0 0 12px; }
  button { font-size: 1rem; padding: 10px 18px; border-radius: 6px; border: 1px solid #0b5fff; background: #0b5fff; color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
  a { color: #0b5fff; }
`;

const page = (locale: string, body: string): string => `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${directionOf(locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(translate(locale, 'server.unsubscribe.title'))}</title>
<style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;

const settingsLink = (locale: string): string =>
  `<p><a href="${escapeHtml(pageLink('/careers/settings', locale))}">${escapeHtml(translate(locale, 'server.unsubscribe.settings'))}</a></p>`;

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('cache-control', NO_STORE)
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * `GET /mail/unsubscribe?token=…` asks to confirm (a link scanner's visit changes nothing);
 * `POST` to the same address stops the mail: the page's button, or a mail client's one-click
 * request (`List-Unsubscribe=One-Click`, RFC 8058). Outside the API: the signed token is the
 * authority, so no session or CSRF token is needed.
 */
export const registerUnsubscribeRoutes = (app: FastifyInstance, db: Db): void => {
  const scopeFrom = async (token: unknown): Promise<UnsubscribeScope | null> =>
    typeof token === 'string' && token.length <= 200
      ? readUnsubscribeToken(await secretOf(db), token)
      : null;
  const invalid = (locale: string) =>
    page(
      locale,
      `<h1>${escapeHtml(translate(locale, 'server.unsubscribe.title'))}</h1><p>${escapeHtml(translate(locale, 'server.unsubscribe.invalid'))}</p>${settingsLink(locale)}`,
    );

  app.get<{ Querystring: { token?: unknown } }>(UNSUBSCRIBE_PATH, async (request, reply) => {
    const { locale } = request;
    const scope = await scopeFrom(request.query.token);
    const words = scope ? await wordsOf(db, scope) : null;
    if (!words) return sendPage(reply, 404, invalid(locale));
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(String(request.query.token))}`;
    return sendPage(
      reply,
      200,
      page(
        locale,
        `<h1>${escapeHtml(translate(locale, 'server.unsubscribe.title'))}</h1>
<p>${escapeHtml(translate(locale, words.question))}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(translate(locale, 'server.unsubscribe.button'))}</button></form>`,
      ),
    );
  });

  void app.register((scoped, _options, done) => {
    // A mail client posts `List-Unsubscribe=One-Click`, form-encoded or multipart: the address
    // alone says what to do, so the body is read only to be accepted.
    scoped.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, parsed) => parsed(null, body),
    );
    scoped.post<{ Querystring: { token?: unknown } }>(UNSUBSCRIBE_PATH, async (request, reply) => {
      const { locale } = request;
      const scope = await scopeFrom(request.query.token);
      const words = scope ? await wordsOf(db, scope) : null;
      if (!scope || !words) return sendPage(reply, 404, invalid(locale));
      await unsubscribe(db, scope);
      request.log.info({ scope: scope.kind }, 'Unsubscribed through a mailed link');
      return sendPage(
        reply,
        200,
        page(
          locale,
          `<h1>${escapeHtml(translate(locale, 'server.unsubscribe.doneTitle'))}</h1>
<p role="status">${escapeHtml(translate(locale, words.done))}</p>${scope.kind === 'preference' ? settingsLink(locale) : ''}`,
        ),
      );
    });
    done();
  });
};
