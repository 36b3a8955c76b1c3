import type { FastifyInstance } from 'fastify';
import { renderDevPage } from '../http/dev-page';
import { newStyleNonce, pageContentSecurityPolicy } from '../http/security-headers';
import { escapeHtml } from '../lib/html';
import type { Services } from '../services';

/** The path of the development mail outbox page. */
export const DEV_MAIL_PATH = '/dev/mail';
/** The same mails as JSON, for browser tests that follow a mailed link. */
export const DEV_MAIL_JSON_PATH = '/dev/mail.json';
const SHOWN_MAILS = 100;
const LINK = /https?:\/\/[^\s<>"']+/g;

/** Escapes a mail's text and makes its web addresses links. */
const textWithLinks = (text: string): string => {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
};

const renderOutboxPage = (
  mails: Awaited<ReturnType<Services['mail']['latest']>>,
  styleNonce: string,
): string =>
  renderDevPage({
    styleNonce,
    title: 'Mail outbox (development only)',
    maxWidth: '50rem',
    style: `article { border-bottom: 1px solid #767676; padding: 1rem 0; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
a { color: #0040c1; }`,
    warningHtml: `This page exists only on a development server: it shows every mail the server
would have sent, newest first. It is served only when the server starts with
<code>PCSX_DEV_TOOLS=1</code>.`,
    bodyHtml:
      mails.length === 0
        ? '<p>No mail has been sent yet.</p>'
        : mails
            .map(
              (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p>To: ${escapeHtml(mail.to)} · <time datetime="${new Date(mail.sentMs).toISOString()}">${escapeHtml(new Date(mail.sentMs).toISOString())}</time></p>
<pre>${textWithLinks(mail.text)}</pre>
</article>`,
            )
            .join('\n'),
  });

/**
 * `GET /dev/mail` (and `/dev/mail.json`): the mails stored in the outbox, for trying flows that send mail (password
 * reset) without a mail server. Registered only on request (`PCSX_DEV_TOOLS=1`): it shows other
 * people's mail.
 */
export const registerDevMailRoutes = (app: FastifyInstance, services: Services): void => {
  app.get(DEV_MAIL_PATH, async (_request, reply) => {
    const mails = await services.mail.latest(SHOWN_MAILS);
    const styleNonce = newStyleNonce();
    return reply
      .header('content-security-policy', pageContentSecurityPolicy(styleNonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(mails, styleNonce));
  });
  app.get(DEV_MAIL_JSON_PATH, async (_request, reply) => {
    const mails = await services.mail.latest(SHOWN_MAILS);
    return reply.header('cache-control', 'no-store').send({
      mails: mails.map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        sentAt: new Date(mail.sentMs).toISOString(),
      })),
    });
  });
};
