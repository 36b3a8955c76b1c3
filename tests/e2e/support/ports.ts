import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The port of the reference server the `server` project runs against. */
export const E2E_SERVER_PORT = 4180;

/** The tests' SMTP relay, which that server delivers its mail to. */
export const E2E_SMTP_PORT = 4181;

/** Where the tests read the mail that relay received (`GET /messages?to=<address>`). */
export const E2E_MAILBOX_PORT = 4182;

/**
 * Where that server records answers that do not match the contract (one line each), for the
 * run's global teardown to fail on.
 */
export const E2E_CONTRACT_VIOLATIONS_FILE = join(
  tmpdir(),
  `pcsx-e2e-contract-violations-${E2E_SERVER_PORT}.log`,
);
