import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPrismFront, type PrismFront } from '../../scripts/prism-front.mjs';

/**
 * `npm run mock`: Prism behind the front in scripts/prism-front.mjs, on a copy of the contract so
 * the reload cases can break it. One mock for the whole file (Prism takes a second or two to load
 * the contract).
 */
const CONTRACT = new URL('../../openapi/pcsx.yaml', import.meta.url);
/** A CSRF token the contract's examples hand out (the boot call's). */
const bootToken = async (baseUrl: string): Promise<string> => {
  const answer = await fetch(`${baseUrl}/api/pcsx/boot`);
  const boot = (await answer.json()) as { data: { csrfToken: string } };
  return boot.data.csrfToken;
};

let directory: string;
let contractPath: string;
let mock: PrismFront;
const lines: string[] = [];

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'pcsx-mock-'));
  contractPath = join(directory, 'pcsx.yaml');
  copyFileSync(CONTRACT, contractPath);
  mock = await startPrismFront({ contractPath, port: 0, log: (line) => lines.push(line) });
}, 60_000);

afterAll(async () => {
  await mock.close();
  rmSync(directory, { recursive: true, force: true });
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${mock.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    signal: AbortSignal.timeout(5_000),
  });

describe('npm run mock', () => {
  it('answers a malformed JSON body with the contract’s 400 at once', async () => {
    const answer = await post('/api/pcsx/auth/login', '{"email":', {
      'x-csrf-token': await bootToken(mock.url),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      status: 400,
      code: 'bad_request',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers a missing or unknown CSRF token with 403 csrf_invalid', async () => {
    const credentials = JSON.stringify({ email: 'a@example.com', password: 'secret-password' });
    const withoutValidToken: Record<string, string>[] = [
      {},
      { 'x-csrf-token': 'not-a-token-the-mock-gave' },
    ];
    for (const headers of withoutValidToken) {
      const answer = await post('/api/pcsx/auth/login', credentials, headers);
      expect(answer.status).toBe(403);
      expect(answer.headers.get('x-csrf-invalid')).toBe('1');
      expect(await answer.json()).toMatchObject({ status: 403, code: 'csrf_invalid' });
    }
    const signedIn = await post('/api/pcsx/auth/login', credentials, {
      'x-csrf-token': await bootToken(mock.url),
    });
    expect(signedIn.status).toBe(200);
  });

  it('names the bad parameter in a 400 and lists bad body fields in a 422', async () => {
    const badParameter = await fetch(`${mock.url}/api/pcsx/search?num=many`);
    expect(badParameter.status).toBe(400);
    expect(await badParameter.json()).toEqual({
      status: 400,
      code: 'bad_request',
      message: "Query parameter 'num' must be integer.",
      fields: [{ name: 'num', message: 'must be integer' }],
    });
    const missing = await fetch(`${mock.url}/api/pcsx/position_details`);
    expect(await missing.json()).toMatchObject({
      code: 'bad_request',
      message: "Query parameter 'position_id' is required.",
    });
    const badPath = await fetch(`${mock.url}/api/pcsx/account/sessions/42`, {
      method: 'DELETE',
      headers: { 'x-csrf-token': await bootToken(mock.url), cookie: 'pcsx_session=1' },
    });
    expect(await badPath.json()).toMatchObject({
      code: 'bad_request',
      fields: [{ name: 'sessionId' }],
    });
    const badBody = await post('/api/pcsx/auth/login', JSON.stringify({ email: 'nobody' }), {
      'x-csrf-token': await bootToken(mock.url),
    });
    expect(badBody.status).toBe(422);
    expect(await badBody.json()).toMatchObject({
      code: 'validation_failed',
      fields: expect.arrayContaining([
        { name: 'password', message: 'is required' },
        { name: 'email', message: 'must match format "email"' },
      ]) as unknown,
    });
  });

  it('boots a visitor until a sign-in sets the session, without remote images', async () => {
    const visitor = (await (await fetch(`${mock.url}/api/pcsx/boot`)).json()) as {
      data: { isLoggedIn: boolean; configs: { pcsxConfig: { logoUrl: string | null } } };
    };
    expect(visitor.data.isLoggedIn).toBe(false);
    expect(visitor.data.configs.pcsxConfig.logoUrl).toBeNull();
    const login = await post(
      '/api/pcsx/auth/login',
      JSON.stringify({ email: 'a@example.com', password: 'secret-password' }),
      { 'x-csrf-token': await bootToken(mock.url) },
    );
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^pcsx_session=/);
    expect(cookie).not.toMatch(/Secure/);
    const signedIn = (await (
      await fetch(`${mock.url}/api/pcsx/boot`, { headers: { cookie: cookie.split(';')[0] ?? '' } })
    ).json()) as { data: { isLoggedIn: boolean } };
    expect(signedIn.data.isLoggedIn).toBe(true);
  });

  it('answers the details of the position asked for, not always the first example', async () => {
    const details = async (id: number, headers: Record<string, string> = {}) => {
      const answer = await fetch(`${mock.url}/api/pcsx/position_details?position_id=${id}`, {
        headers,
      });
      return { status: answer.status, body: (await answer.json()) as { data?: unknown } };
    };
    expect((await details(1003)).body.data).toMatchObject({
      id: 1003,
      name: 'Site Reliability Engineer',
      positionUrl: '/careers/job/1003',
    });
    expect((await details(1000)).body.data).toMatchObject({
      id: 1000,
      name: 'Senior Frontend Engineer',
    });
    expect((await details(987654)).status).toBe(404);
    // A request that picks its own answer gets Prism's.
    expect((await details(1003, { prefer: 'code=200' })).body.data).toMatchObject({ id: 1000 });
  });

  it('keeps serving the last valid contract through an invalid edit, then reloads', async () => {
    const original = readFileSync(contractPath, 'utf8');
    writeFileSync(contractPath, original.replace('paths:\n', 'paths: [\n'));
    await expect
      .poll(() => lines.at(-1), { timeout: 10_000 })
      .toMatch(/pcsx\.yaml is not valid, still serving the last valid contract/);
    expect((await fetch(`${mock.url}/api/pcsx/boot`)).status).toBe(200);

    writeFileSync(contractPath, original.replace('  /api/pcsx/boot:\n', '  /api/pcsx/start:\n'));
    await expect
      .poll(() => lines.at(-1), { timeout: 10_000 })
      .toMatch(/pcsx\.yaml reloaded: \d+ operations/);
    expect((await fetch(`${mock.url}/api/pcsx/start`)).status).toBe(200);
  });
});
