// Starts the reference server on a fresh temporary database, for the browser tests: a SQLite file,
// or with `PCSX_E2E_DATABASE=postgres` a throwaway PostgreSQL cluster, where `PCSX_E2E_WORKERS=N`
// runs N server processes.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayCluster } from '../../../scripts/postgres-cluster.mjs';
import { startMailbox } from './mailbox.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'pcsx-e2e-'));
const port = process.env.E2E_SERVER_PORT ?? '4180';
// Given by the Playwright config; emptied at every start, so the run's global teardown fails on
// whatever this run adds.
const violationsFile = process.env.E2E_CONTRACT_VIOLATIONS_FILE;
if (violationsFile === undefined) throw new Error('E2E_CONTRACT_VIOLATIONS_FILE must be set');
writeFileSync(violationsFile, '');
const cluster = process.env.PCSX_E2E_DATABASE === 'postgres' ? await startThrowawayCluster() : null;
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4181);
const mailbox = await startMailbox({
  smtpPort,
  httpPort: Number(process.env.E2E_MAILBOX_PORT ?? 4182),
});
const database = cluster ? { DATABASE_URL: cluster.url } : { PCSX_DB: join(dataDir, 'e2e.sqlite') };
const server = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    ...database,
    ...(cluster ? { WORKERS: process.env.PCSX_E2E_WORKERS ?? '1' } : {}),
    PCSX_DIST: 'dist',
    LOG_LEVEL: 'warn',
    // Mail is delivered over SMTP to the tests' own relay, where the mail tests read it; the
    // development outbox keeps it too, for the tests that read a link at /dev/mail. The notification
    // tests make employer events happen through the developer ATS.
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Northwind Labs Careers <careers@northwindlabs.com>',
    PCSX_DEV_TOOLS: '1',
    // One fast machine on 127.0.0.1 for minutes, signed in as the demo candidate in most tests,
    // and registering and signing in hundreds of fresh candidates as a visitor from that address.
    PCSX_RATE_LIMIT_FACTOR: '30',
    // Every answer is checked against the contract; a mismatch is answered as a 500 and recorded.
    PCSX_VALIDATE_RESPONSES: '1',
    PCSX_CONTRACT_VIOLATIONS: violationsFile,
  },
});

const stop = (signal) => {
  server.kill(signal);
};
server.on('exit', (code) => {
  mailbox.close();
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
