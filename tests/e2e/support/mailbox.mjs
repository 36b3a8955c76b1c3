// A real SMTP relay for the browser tests, in the reference server's launcher: the server delivers
// its mail to it over SMTP, and the tests read what arrived from a small JSON endpoint beside it,
// as they would open a mailbox.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A header's value as the mail carried it, or null. */
const headerLine = (parsed, name) => {
  const line = parsed.headerLines.find((header) => header.key === name)?.line;
  return line === undefined ? null : line.slice(name.length + 1).trim();
};

/** Starts the relay on `smtpPort` and the mailbox on `httpPort`; resolves once both listen. */
export const startMailbox = async ({ smtpPort, httpPort }) => {
  const received = [];
  const smtp = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    logger: false,
    disableReverseLookup: true,
    onData: (stream, session, callback) => {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            listUnsubscribe: headerLine(parsed, 'list-unsubscribe'),
            listUnsubscribePost: headerLine(parsed, 'list-unsubscribe-post'),
          });
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  // GET /messages?to=<address>: the mail sent to that address, oldest first.
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to');
    const messages = received.filter((mail) => to === null || mail.to.includes(to));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  await new Promise((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return {
    close: () => {
      smtp.close();
      http.close();
    },
  };
};
