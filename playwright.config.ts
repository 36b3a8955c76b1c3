import { defineConfig } from '@playwright/test';
import {
  E2E_CONTRACT_VIOLATIONS_FILE,
  E2E_MAILBOX_PORT,
  E2E_SERVER_PORT,
  E2E_SMTP_PORT,
} from './tests/e2e/support/ports';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MOCK_PORT = 4173;
/** `npm run mock` (Prism behind its front), and the production build proxying `/api` to it. */
const PRISM_PORT = 4176;
const PRISM_APP_PORT = 4177;
const SERVER_PORT = E2E_SERVER_PORT;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Two cores: one browser at a time keeps timings honest and the machine responsive.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // Every answer of the reference server is checked against the contract; any mismatch fails the run.
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'mock',
      testDir: 'tests/e2e/mock',
      use: { baseURL: `http://127.0.0.1:${MOCK_PORT}` },
    },
    {
      name: 'prism',
      testDir: 'tests/e2e/prism',
      use: { baseURL: `http://127.0.0.1:${PRISM_APP_PORT}` },
    },
    {
      name: 'server',
      testDir: 'tests/e2e/server',
      use: { baseURL: `http://127.0.0.1:${SERVER_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node_modules/.bin/vite preview --mode mock --outDir dist-mock --port ${MOCK_PORT}`,
      url: `http://127.0.0.1:${MOCK_PORT}/careers`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/tsx scripts/mock-server.mjs --port ${PRISM_PORT}`,
      url: `http://127.0.0.1:${PRISM_PORT}/api/pcsx/boot`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // What `npm run dev:prism` serves, built: `/api` goes to the Prism mock.
      command: `node_modules/.bin/vite preview --mode prism --port ${PRISM_APP_PORT}`,
      url: `http://127.0.0.1:${PRISM_APP_PORT}/careers`,
      env: { PRISM_PORT: String(PRISM_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production build against the reference server, on a fresh database every run.
      command: 'node tests/e2e/support/reference-server.mjs',
      url: `http://127.0.0.1:${SERVER_PORT}/careers`,
      env: {
        E2E_SERVER_PORT: String(SERVER_PORT),
        E2E_SMTP_PORT: String(E2E_SMTP_PORT),
        E2E_MAILBOX_PORT: String(E2E_MAILBOX_PORT),
        E2E_CONTRACT_VIOLATIONS_FILE,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      // Asked to stop rather than killed, so it removes its database (and with
      // PCSX_E2E_DATABASE=postgres, stops its cluster).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
