import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { randomToken } from '../src/auth/tokens';
import { visitorCartOwnerKey } from '../src/auth/visitor-cart';
import {
  DOMAIN,
  PASSWORD,
  restoreOriginEnvironment,
  startServer,
  stubOriginEnvironment,
  type TestServer,
} from './helpers';

const query = { domain: DOMAIN };
const LIMITED = { code: 'rate_limited', message: 'Please try again in a few minutes' };

/**
 * A browser at one address, driven through `app.inject` so tests choose the client's address:
 * it keeps its cookies and the CSRF token of the last answer, as the web client does.
 */
class Browser {
  readonly cookies = new Map<string, string>();
  csrfToken = '';

  constructor(
    private readonly app: FastifyInstance,
    readonly address: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async send(
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> {
    const answer = await this.app.inject({
      method,
      url,
      query,
      remoteAddress: this.address,
      headers: {
        ...this.headers,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(method === 'POST' ? { 'x-csrf-token': this.csrfToken } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    for (const cookie of answer.cookies) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const token = answer.headers['x-csrf-token'];
    if (typeof token === 'string') this.csrfToken = token;
    return answer;
  }

  async boot(): Promise<this> {
    expect((await this.send('GET', '/api/pcsx/boot')).statusCode).toBe(200);
    return this;
  }

  login(email: string, password = PASSWORD) {
    return this.send('POST', '/api/pcsx/auth/login', { email, password });
  }

  requestReset(email: string) {
    return this.send('POST', '/api/pcsx/auth/reset_password', { email });
  }

  async cartIds(): Promise<number[]> {
    const answer = await this.send('GET', '/api/pcsx/job_cart');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<{ data: { jobCartData: { id: number }[] } }>();
    return body.data.jobCartData.map((item) => item.id);
  }

  async addToCart(positionId: number): Promise<void> {
    const answer = await this.send('POST', '/api/pcsx/job_cart', {
      pids: [String(positionId)],
      operation: 'add',
      domain: DOMAIN,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
}

const browserAt = (server: TestServer, address: string) => new Browser(server.app, address).boot();

let accounts = 0;

/** A new account with the test password, made directly in the database. */
const createAccount = async (server: TestServer): Promise<string> => {
  accounts += 1;
  const email = `protected.${accounts}.${Date.now()}@example.com`;
  await server.app.pcsx.services.repositories.users.create({
    encId: randomBytes(6).toString('hex'),
    email,
    passwordHash: await hashPassword(PASSWORD),
    firstname: 'Sam',
    lastname: 'Owner',
    createdAt: new Date().toISOString().slice(0, 19) + 'Z',
  });
  return email;
};

const expectLimited = (answer: LightMyRequestResponse) => {
  expect(answer.statusCode, answer.body).toBe(429);
  expect(answer.json()).toMatchObject(LIMITED);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
};

const retryAfter = (answer: LightMyRequestResponse): number =>
  Number(answer.headers['retry-after']);

describe('sign-in throttling', () => {
  let server: TestServer;
  let clockMs = Date.now();

  beforeAll(async () => {
    server = await startServer({ now: () => clockMs });
  });
  afterAll(async () => {
    await server.close();
  });

  it('slows password spraying: one address failing with many emails meets 429', async () => {
    const sprayer = await browserAt(server, '203.0.113.10');
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      const answer = await sprayer.login(`sprayed.${index}@example.com`, 'Summer2025!');
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expectLimited(answer);
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(21);
    // Another address is not affected.
    const other = await browserAt(server, '203.0.113.11');
    expect((await other.login('sprayed.0@example.com', 'Summer2025!')).statusCode).toBe(401);
  });

  it('never locks the owner out: a browser that signed in before is not held back', async () => {
    const email = await createAccount(server);
    const owner = await browserAt(server, '198.51.100.7');
    expect((await owner.login(email)).statusCode).toBe(200);
    expect(owner.cookies.get('pcsx_device')).toBeTruthy();

    const statuses = new Set<number>();
    for (let index = 0; index < 50; index += 1) {
      const attacker = await browserAt(server, `192.0.2.${index + 1}`);
      statuses.add((await attacker.login(email, `guess-${index}`)).statusCode);
    }
    expect([...statuses].sort()).toEqual([401, 429]);
    // A browser that never signed in waits, even with the right password...
    const stranger = await browserAt(server, '198.51.100.8');
    expectLimited(await stranger.login(email));
    // ...the owner's does not, even from the address the attacker used last.
    const roaming = new Browser(server.app, '192.0.2.50');
    for (const [name, value] of owner.cookies) roaming.cookies.set(name, value);
    await roaming.boot();
    expect((await roaming.login(email)).statusCode).toBe(200);
  });

  it('a device cookie of another account does not count for this one', async () => {
    const email = await createAccount(server);
    const other = await createAccount(server);
    const browser = await browserAt(server, '198.51.100.20');
    expect((await browser.login(other)).statusCode).toBe(200);
    for (let index = 0; index < 5; index += 1) {
      const attacker = await browserAt(server, `192.0.2.${100 + index}`);
      expect((await attacker.login(email, 'wrong')).statusCode).toBe(401);
    }
    expectLimited(await browser.login(email));
  });

  it('backs off exponentially per account, up to a cap, and starts afresh after a sign-in', async () => {
    const email = await createAccount(server);
    // Each attempt from a new address: the account is throttled, whoever tries.
    let addressIndex = 0;
    const attempt = async (password = 'wrong') => {
      addressIndex += 1;
      const browser = await browserAt(server, `100.64.0.${addressIndex}`);
      return browser.login(email, password);
    };
    for (let index = 0; index < 5; index += 1) expect((await attempt()).statusCode).toBe(401);
    const waits: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const limited = await attempt();
      expectLimited(limited);
      waits.push(retryAfter(limited));
      clockMs += retryAfter(limited) * 1000;
      expect((await attempt()).statusCode).toBe(401);
    }
    expect(waits.slice(0, 8)).toEqual([1, 2, 4, 8, 16, 32, 64, 128]);
    expect(Math.max(...waits)).toBe(300);

    const limited = await attempt(PASSWORD);
    expectLimited(limited);
    clockMs += retryAfter(limited) * 1000;
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
    expect((await attempt()).statusCode).toBe(401);
  });

  it('a successful sign-in clears its failures from the address; others still count', async () => {
    const email = await createAccount(server);
    const browser = await browserAt(server, '203.0.113.50');
    for (let index = 0; index < 4; index += 1) {
      expect((await browser.login(email, 'typo')).statusCode).toBe(401);
    }
    for (let index = 0; index < 15; index += 1) {
      expect((await browser.login(`someone.${index}@example.com`, 'x')).statusCode).toBe(401);
    }
    expect((await browser.login(email)).statusCode).toBe(200);
    // 15 failures remain: five more reach the limit of 20.
    const fresh = new Browser(server.app, '203.0.113.50');
    await fresh.boot();
    for (let index = 0; index < 5; index += 1) {
      expect((await fresh.login(`other.${index}@example.com`, 'x')).statusCode).toBe(401);
    }
    expectLimited(await fresh.login('other.5@example.com', 'x'));
  });

  it('reset requests and registrations are not failed sign-ins', async () => {
    const email = await createAccount(server);
    const browser = await browserAt(server, '203.0.113.60');
    for (let index = 0; index < 4; index += 1) {
      expect((await browser.login(email, 'typo')).statusCode).toBe(401);
    }
    expect((await browser.requestReset(email)).statusCode).toBe(200);
    const registered = await browser.send('POST', '/api/pcsx/auth/register', {
      email,
      password: PASSWORD,
      firstname: 'Sam',
      lastname: 'Owner',
    });
    expect(registered.statusCode, registered.body).toBeLessThan(300);
    expect((await browser.login(email)).statusCode).toBe(200);
  });

  it('throttles current-password checks like sign-ins, from the same account state', async () => {
    const email = await createAccount(server);
    const owner = await browserAt(server, '203.0.113.70');
    expect((await owner.login(email)).statusCode).toBe(200);
    // A stolen session in a browser that never signed in.
    const thief = new Browser(server.app, '192.0.2.200');
    thief.cookies.set('pcsx_session', owner.cookies.get('pcsx_session') ?? '');
    await thief.boot();
    const change = (browser: Browser, currentPassword: string) =>
      browser.send('POST', '/api/pcsx/account/password', {
        currentPassword,
        newPassword: 'a-brand-new-passphrase',
      });
    for (let index = 0; index < 5; index += 1) {
      expect((await change(thief, `guess-${index}`)).statusCode).toBe(422);
    }
    expectLimited(await change(thief, PASSWORD));
    // The owner's own browser is not held back by the thief's guesses.
    const changed = await change(owner, PASSWORD);
    expect(changed.statusCode, changed.body).toBe(200);
  });
});

describe('password reset requests', () => {
  let server: TestServer;
  // A still clock: the limited answers' Retry-After must not differ by a second.
  const clockMs = Date.now();

  beforeAll(async () => {
    server = await startServer({ now: () => clockMs });
  });
  afterAll(async () => {
    await server.close();
  });

  it('limits requests per email, answering alike whether or not the account exists', async () => {
    const known = await createAccount(server);
    const unknown = `nobody.${Date.now()}@example.com`;
    const answersFor = async (email: string, firstAddress: number) => {
      const answers: LightMyRequestResponse[] = [];
      for (let index = 0; index < 4; index += 1) {
        const browser = await browserAt(server, `10.1.${firstAddress}.${index + 1}`);
        answers.push(await browser.requestReset(email));
      }
      return answers;
    };
    const forKnown = await answersFor(known, 1);
    const forUnknown = await answersFor(unknown, 2);
    expect(forKnown.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    const comparable = (answer: LightMyRequestResponse) => ({
      status: answer.statusCode,
      body: answer.body,
      retryAfter: answer.headers['retry-after'],
      contentType: answer.headers['content-type'],
    });
    expect(forUnknown.map(comparable)).toEqual(forKnown.map(comparable));
    expectLimited(forUnknown[3] as LightMyRequestResponse);
  });

  it('limits requests per address across emails', async () => {
    const browser = await browserAt(server, '10.9.9.9');
    for (let index = 0; index < 10; index += 1) {
      expect((await browser.requestReset(`many.${index}@example.com`)).statusCode).toBe(200);
    }
    expectLimited(await browser.requestReset('many.10@example.com'));
    const other = await browserAt(server, '10.9.9.10');
    expect((await other.requestReset('many.10@example.com')).statusCode).toBe(200);
  });
});

describe('the anonymous visitor id', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('replaces an id the server did not issue, and never uses its cart', async () => {
    const email = await createAccount(server);
    const planted = randomToken();
    const forgedSignature = `${randomToken()}.${randomToken()}`;
    const cartCookie = randomToken();
    for (const forged of [planted, forgedSignature]) {
      // An attacker's cart stored under the id and cart cookie they chose.
      await server.app.pcsx.services.repositories.jobCart.add(
        visitorCartOwnerKey(forged, cartCookie),
        [1010],
        Date.now(),
        100,
      );
      const victim = new Browser(server.app, '198.51.100.30');
      victim.cookies.set('pcsx_anon', forged);
      victim.cookies.set('pcsx_cart', cartCookie);
      await victim.boot();
      expect(victim.cookies.get('pcsx_anon')).not.toBe(forged);
      expect(await victim.cartIds()).toEqual([]);
      expect((await victim.login(email)).statusCode).toBe(200);
      const cart = await victim.send('GET', '/api/pcsx/job_cart');
      expect(cart.json<{ data: unknown }>().data).toEqual({
        jobCartData: [],
        invalidPositionIds: [],
      });
    }
  });

  it('gives the visitor a new id at sign-in, after keeping its cart for the session', async () => {
    const email = await createAccount(server);
    const visitor = await browserAt(server, '198.51.100.31');
    const before = visitor.cookies.get('pcsx_anon') ?? '';
    expect(before).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    await visitor.addToCart(1011);
    // Someone who learnt the visitor's id (or planted it) keeps only that old id, which alone
    // finds no cart; with the cart cookie too, only until the sign-in.
    const follower = new Browser(server.app, '192.0.2.31');
    follower.cookies.set('pcsx_anon', before);
    await follower.boot();
    expect(await follower.cartIds()).toEqual([]);
    for (const [name, value] of visitor.cookies) follower.cookies.set(name, value);
    expect(await follower.cartIds()).toEqual([1011]);

    expect((await visitor.login(email)).statusCode).toBe(200);
    const after = visitor.cookies.get('pcsx_anon');
    expect(after).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    expect(after).not.toBe(before);
    expect(visitor.cookies.has('pcsx_cart')).toBe(false);
    const answer = await visitor.send('GET', '/api/pcsx/job_cart');
    expect(answer.json<{ data: unknown }>().data).toMatchObject({
      jobCartData: [],
      savedBeforeSignIn: [{ id: 1011 }],
    });
    expect(await follower.cartIds()).toEqual([]);
    // Signed out, the browser goes on with the new id, which the follower does not have.
    expect((await visitor.send('POST', '/api/pcsx/auth/logout')).statusCode).toBe(200);
    expect(visitor.cookies.get('pcsx_anon')).toBe(after);
    await visitor.addToCart(1012);
    expect(await follower.cartIds()).toEqual([]);
  });

  it('a plain navigation to /logout signs nobody out', async () => {
    const email = await createAccount(server);
    const browser = await browserAt(server, '198.51.100.32');
    expect((await browser.login(email)).statusCode).toBe(200);
    const page = await browser.send('GET', '/logout');
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie'] ?? '').not.toContain('pcsx_session=;');
    const boot = await browser.send('GET', '/api/pcsx/boot');
    expect(boot.json<{ data: { isLoggedIn: boolean } }>().data.isLoggedIn).toBe(true);
  });
});

describe('Secure cookies', () => {
  afterEach(() => {
    restoreOriginEnvironment();
  });

  const cookieHeaders = async (server: TestServer, headers: Record<string, string> = {}) => {
    const email = await createAccount(server);
    const browser = new Browser(server.app, '198.51.100.40', headers);
    const boot = await browser.send('GET', '/api/pcsx/boot');
    const login = await browser.login(email);
    expect(login.statusCode).toBe(200);
    const logout = await browser.send('POST', '/api/pcsx/auth/logout');
    return [boot, login, logout].flatMap((answer) => answer.cookies);
  };

  it('are Secure when the public address is https, also behind a proxy speaking http', async () => {
    stubOriginEnvironment('PUBLIC_URL', 'https://careers.example.com');
    const server = await startServer();
    try {
      const cookies = await cookieHeaders(server);
      expect(new Set(cookies.map((cookie) => cookie.name))).toEqual(
        new Set(['pcsx_anon', 'pcsx_session', 'pcsx_device']),
      );
      expect(cookies.filter((cookie) => cookie.secure !== true)).toEqual([]);
      expect(cookies.filter((cookie) => cookie.httpOnly !== true)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('follow X-Forwarded-Proto only from a trusted proxy', async () => {
    stubOriginEnvironment('PUBLIC_URL', 'http://127.0.0.1:8080');
    const forwarded = { 'x-forwarded-proto': 'https' };
    const trusting = await startServer({ trustProxy: true });
    const untrusting = await startServer();
    try {
      const secure = await cookieHeaders(trusting, forwarded);
      expect(secure.length).toBeGreaterThan(2);
      expect(secure.filter((cookie) => cookie.secure !== true)).toEqual([]);
      const plain = await cookieHeaders(untrusting, forwarded);
      expect(plain.filter((cookie) => cookie.secure === true)).toEqual([]);
    } finally {
      await trusting.close();
      await untrusting.close();
    }
  });
});
