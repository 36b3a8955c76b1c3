import { createServer, connect, type Server, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** How the relay answers the next mails it is given. */
export type RelayAnswer =
  /** 250: accepted. */
  | 'accept'
  /** 451: try again later. */
  | 'defer'
  /** 550: refused for good. */
  | 'reject'
  /** Never answers the data (the connection stays open until the sender gives up or the relay closes). */
  | 'hang';

export interface ReceivedMail {
  parsed: ParsedMail;
  /** The addresses of the SMTP envelope. */
  envelopeTo: string[];
  /** Whether the sender upgraded the connection with STARTTLS. */
  secure: boolean;
  /** The user the sender signed in as, if any. */
  user: string | undefined;
}

/**
 * A real SMTP relay on a loopback port (smtp-server), for the tests: it keeps each mail it
 * accepts, parsed by mailparser. Its answers are scripted: `answers` is consumed one per mail, and
 * `accept` follows once it is empty. It listens behind a small proxy that can drop connections or
 * delay the relay's answers, as a failing or slow relay would.
 */
export class TestRelay {
  readonly received: ReceivedMail[] = [];
  /** Answers for the next mails, in order. */
  answers: RelayAnswer[] = [];
  /** Connections the proxy closes at once, before the relay greets. */
  dropConnections = 0;
  /** How long the relay waits before it answers each mail's data. */
  answerDelayMs = 0;
  /** Mails given to the relay, answered or not. */
  attempts = 0;
  readonly #smtp: SMTPServer;
  readonly #proxy: Server;
  readonly #sockets = new Set<Socket>();
  #relayPort = 0;
  #port = 0;
  readonly #waiters = new Set<() => void>();

  constructor(options: { offerStartTls?: boolean; users?: Record<string, string> } = {}) {
    this.#smtp = new SMTPServer({
      secure: false,
      hideSTARTTLS: !options.offerStartTls,
      authOptional: options.users === undefined,
      allowInsecureAuth: true,
      logger: false,
      disableReverseLookup: true,
      onAuth: (auth, _session, callback) => {
        const expected = options.users?.[auth.username ?? ''];
        if (expected !== undefined && expected === auth.password)
          callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData: (stream, session, callback) => {
        this.attempts += 1;
        const answer = this.answers.shift() ?? 'accept';
        // A sender that goes away mid-message (a test ending, the proxy cutting off) rejects the
        // parse; that mail was never received, so it is answered with the error and not kept.
        simpleParser(stream).then(async (parsed) => {
          if (this.answerDelayMs > 0)
            await new Promise((resolve) => setTimeout(resolve, this.answerDelayMs));
          if (answer === 'hang') return;
          if (answer === 'defer') {
            callback(
              Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
            );
            return;
          }
          if (answer === 'reject') {
            callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
            return;
          }
          this.received.push({
            parsed,
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            secure: session.secure,
            user: typeof session.user === 'string' ? session.user : undefined,
          });
          callback();
          for (const waiter of this.#waiters) waiter();
        }, callback);
      },
    });
    this.#proxy = createServer((client) => {
      this.#sockets.add(client);
      client.once('close', () => this.#sockets.delete(client));
      if (this.dropConnections > 0) {
        this.dropConnections -= 1;
        client.destroy();
        return;
      }
      const relay = connect(this.#relayPort, '127.0.0.1');
      this.#sockets.add(relay);
      relay.once('close', () => this.#sockets.delete(relay));
      client.pipe(relay).pipe(client);
      const end = () => {
        client.destroy();
        relay.destroy();
      };
      client.once('error', end);
      relay.once('error', end);
      client.once('close', end);
      relay.once('close', end);
    });
  }

  /** Closes every open connection and refuses the next `count`, as a relay restarting would. */
  cutOff(count: number): void {
    this.dropConnections = count;
    for (const socket of this.#sockets) socket.destroy();
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#smtp.listen(0, '127.0.0.1', resolve));
    this.#relayPort = portOf(this.#smtp.server.address());
    await new Promise<void>((resolve) => this.#proxy.listen(0, '127.0.0.1', resolve));
    this.#port = portOf(this.#proxy.address());
    return this;
  }

  /** The relay's address, as `SMTP_URL` takes it. */
  url(credentials = '', query = ''): string {
    return `smtp://${credentials}127.0.0.1:${this.#port}${query}`;
  }

  /** Resolves once the relay holds a mail `test` accepts, and gives it. */
  async waitFor(test: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
    for (;;) {
      const found = this.received.find(test);
      if (found) return found;
      await new Promise<void>((resolve) => {
        const waiter = () => {
          this.#waiters.delete(waiter);
          resolve();
        };
        this.#waiters.add(waiter);
      });
    }
  }

  /** The mails sent to an address, in the order they arrived. */
  mailTo(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.envelopeTo.includes(address));
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#proxy.close(() => resolve()));
    await new Promise<void>((resolve) => this.#smtp.close(() => resolve()));
  }
}

const portOf = (address: ReturnType<Server['address']>): number => {
  if (address === null || typeof address === 'string') throw new Error('Not listening on TCP');
  return address.port;
};

/** The first address in a mail's text (the link the reader would follow). */
export const linkIn = (mail: ReceivedMail, containing: string): string => {
  const text = mail.parsed.text ?? '';
  const link = text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(containing));
  if (!link) throw new Error(`No link with ${containing} in:\n${text}`);
  return link;
};
