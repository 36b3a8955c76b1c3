import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html';
import type { Services } from '../services';

/** The path of the development mail outbox page. */
export const DEV_MAIL_PATH = '/dev/mail';
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
): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Mail outbox (development only)</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 50rem; padding: 1rem; color: #1a1a1a; }
.warning { background: #fff4ce; border: 1px solid #8a6d00; padding: 0.75rem; }
article { border-bottom: 1px solid #767676; padding: 1rem 0; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
a { color: #0040c1; }
</style></head>
<body><main>
<h1>Mail outbox (development only)</h1>
<p class="warning">This page exists only on a development server: it shows every mail the server
would have sent, newest first. It is served only when the server starts with
<code>PCSX_DEV_TOOLS=1</code>.</p>
${
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
        .join('\n')
}
</main></body></html>`;

/**
 * `GET /dev/mail`: the mails stored in the outbox, for trying flows that send mail (password
 * reset) without a mail server. Registered only on request (`PCSX_DEV_TOOLS=1`): it shows other
 * people's mail.
 */
export const registerDevMailRoutes = (app: FastifyInstance, services: Services): void => {
  app.get(DEV_MAIL_PATH, async (_request, reply) => {
    const mails = await services.mail.latest(SHOWN_MAILS);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(mails));
  });
};
