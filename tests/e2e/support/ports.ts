import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The port of the reference server the `server` project runs against. */
export const E2E_SERVER_PORT = 4180;

/**
 * Where that server records answers that do not match the contract (one line each), for the
 * run's global teardown to fail on.
 */
export const E2E_CONTRACT_VIOLATIONS_FILE = join(
  tmpdir(),
  `pcsx-e2e-contract-violations-${E2E_SERVER_PORT}.log`,
);
