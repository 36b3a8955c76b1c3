import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD } from '../../server/src/seed/demo-accounts';
import { describeReport, runLiveCheck } from './live-check';

/**
 * `npm run contract:test -- --base-url URL`: the contract test against any deployment; exits 1
 * when an answer breaks the contract. Read-only unless `--write`, which signs in (as the seeded
 * demo candidate unless `--email` and `--password` are given) and runs the state-changing calls
 * too. `--email`/`--password` alone sign in for a read-only run. `--generated N` sets the valid
 * generated requests per operation (5), `--seed` their seed.
 */
const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    write: { type: 'boolean', default: false },
    email: { type: 'string' },
    password: { type: 'string' },
    generated: { type: 'string', default: '5' },
    seed: { type: 'string', default: '1' },
    contract: {
      type: 'string',
      default: fileURLToPath(new URL('../../openapi/pcsx.yaml', import.meta.url)),
    },
  },
});
const baseUrl = values['base-url'];
if (baseUrl === undefined) {
  console.error('Usage: npm run contract:test -- --base-url https://careers.example.com [--write]');
  process.exit(2);
}
const credentials =
  values.email !== undefined
    ? { email: values.email, password: values.password ?? '' }
    : values.write
      ? { email: DEMO_CANDIDATE_EMAIL, password: DEMO_PASSWORD }
      : null;

const report = await runLiveCheck({
  baseUrl,
  contractPath: values.contract,
  write: values.write,
  credentials,
  generatedPerOperation: Number(values.generated),
  seed: Number(values.seed),
});
console.log(describeReport(report));
console.log(`  (${process.uptime().toFixed(1)} s)`);
process.exit(report.problems.length === 0 ? 0 : 1);
