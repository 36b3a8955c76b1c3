import { existsSync, readFileSync } from 'node:fs';
import { E2E_CONTRACT_VIOLATIONS_FILE } from './ports';

/**
 * Fails the run when the reference server answered any request outside the contract. The server
 * also turns each such answer into a 500, so the test that got it usually fails by itself; this
 * catches the answers no test looked at closely.
 */
export default function failOnContractViolations(): void {
  const file = E2E_CONTRACT_VIOLATIONS_FILE;
  if (!existsSync(file)) return;
  const violations = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  if (violations.length === 0) return;
  throw new Error(
    `${violations.length} answer(s) of the reference server did not match the contract:\n` +
      violations.map((violation) => `  - ${violation}`).join('\n'),
  );
}
