// What a relay outage does to mail: the reference server delivers through a real SMTP relay (the
// tests' own) that is unreachable for MAIL_OUTAGE_S seconds (default 180) while candidates keep
// registering; then it comes back. Prints how many mails were queued, how long they took to arrive
// after the relay returned, how many were lost or sent twice, and how fast the requests answered
// meanwhile. The server's own delivery timing is used (30 s first retry, doubling).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/src/app.ts';
import { TestRelay } from '../../server/test/support/smtp-relay.ts';

const OUTAGE_S = Number(process.env.MAIL_OUTAGE_S ?? 180);
/** Registrations per second during the outage (each writes one mail). */
const RATE = 2;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const directory = mkdtempSync(join(tmpdir(), 'pcsx-mail-outage-'));
const relay = await new TestRelay().start();
relay.dropConnections = Number.MAX_SAFE_INTEGER;
const app = await buildApp({
  database: join(directory, 'bench.sqlite'),
  positions: 200,
  distDir: join(directory, 'dist'),
  logger: false,
  mail: {
    mode: 'smtp',
    url: relay.url(),
    from: 'Northwind Labs Careers <careers@northwindlabs.com>',
    dkim: null,
  },
  rateLimits: {
    registration: { limit: 1_000_000, windowMs: 60_000 },
    registrationPerAddress: { limit: 1_000_000, windowMs: 60_000 },
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address();
const base = `http://127.0.0.1:${port}`;

const boot = await fetch(`${base}/api/pcsx/boot?domain=northwindlabs.com`);
const cookie = boot.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');
const csrf = boot.headers.get('x-csrf-token') ?? '';

const sent = [];
const answerMs = [];
const register = async (index) => {
  const email = `outage.${index}@example.com`;
  const started = performance.now();
  const answer = await fetch(`${base}/api/pcsx/auth/register?domain=northwindlabs.com`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie },
    body: JSON.stringify({ email, password: 'Outage-Bench-1', firstname: 'Ola', lastname: 'Nord' }),
  });
  answerMs.push(performance.now() - started);
  if (answer.status !== 202) throw new Error(`register answered ${answer.status}`);
  sent.push(email);
};

console.log(`Relay unreachable for ${OUTAGE_S} s; ${RATE} registrations a second meanwhile`);
const outageStarted = performance.now();
let index = 0;
while (performance.now() - outageStarted < OUTAGE_S * 1000) {
  await Promise.all(Array.from({ length: RATE }, () => register((index += 1))));
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const readyz = async () => (await (await fetch(`${base}/readyz`)).json()).mail;
const queued = await readyz();
relay.dropConnections = 0;
const restored = performance.now();
console.log(`Relay back: ${queued.pending} mails waiting, ${relay.received.length} delivered`);
let lastReport = restored;
for (;;) {
  const counts = await readyz();
  if (counts.pending === 0) break;
  if (performance.now() - lastReport > 30_000) {
    console.log(
      `  ${Math.round((performance.now() - restored) / 1000)} s: ${counts.pending} waiting`,
    );
    lastReport = performance.now();
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const drainedS = (performance.now() - restored) / 1000;
const arrived = relay.received.flatMap((mail) => mail.envelopeTo);
const lost = sent.filter((email) => !arrived.includes(email)).length;
const twice = arrived.length - new Set(arrived).size;
console.log(
  [
    `mails written during the outage: ${sent.length}`,
    `all delivered ${drainedS.toFixed(1)} s after the relay came back`,
    `lost: ${lost}; delivered twice: ${twice}; failed for good: ${(await readyz()).failed}`,
    `register answers during the outage: p50 ${percentile(answerMs, 50).toFixed(1)} ms, p99 ${percentile(answerMs, 99).toFixed(1)} ms`,
  ].join('\n'),
);
await app.close();
await relay.close();
rmSync(directory, { recursive: true, force: true });
