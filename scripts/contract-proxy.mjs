// `npm run contract:proxy -- --base-url URL`: a validating proxy in front of any deployment (the
// reference server, a staging site). Point a browser or any client at it: requests and answers
// pass through unchanged, each is checked against the contract with Prism's validators, every
// exchange that breaks it is printed as it happens, and Ctrl-C prints a summary per operation
// (exit status 1 when an answer broke the contract).
// Options: --base-url (required), --host (127.0.0.1), --port (4020), --contract (openapi/pcsx.yaml).
import { parseArgs } from 'node:util';
import { describeViolation, startPrismFront } from './prism-front.mjs';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '4020' },
    contract: { type: 'string', default: 'openapi/pcsx.yaml' },
  },
});
const baseUrl = values['base-url'];
if (baseUrl === undefined) {
  console.error(
    'Usage: npm run contract:proxy -- --base-url https://careers.example.com [--port 4020]',
  );
  process.exit(2);
}

/** Lines printed per exchange; the summary has them all. */
const SHOWN_PER_EXCHANGE = 8;

/** Per operation and status: exchanges that broke the contract, and each distinct problem's count. */
const seen = new Map();
let exchanges = 0;
let answersBroken = 0;

const proxy = await startPrismFront({
  contractPath: values.contract,
  host: values.host,
  port: Number(values.port),
  upstream: baseUrl,
  onExchange: ({ method, url, operationId, status, violations }) => {
    exchanges += 1;
    if (violations.length === 0) return;
    if (violations.some((violation) => violation.location[0] === 'response')) answersBroken += 1;
    const name = operationId ?? `${method} ${new URL(url, baseUrl).pathname}`;
    const lines = violations.map(describeViolation);
    console.log(`✗ ${method} ${url} — ${name} answered ${status}`);
    for (const line of lines.slice(0, SHOWN_PER_EXCHANGE)) console.log(`    ${line}`);
    if (lines.length > SHOWN_PER_EXCHANGE)
      console.log(`    … and ${lines.length - SHOWN_PER_EXCHANGE} more`);
    const key = `${name} ${status}`;
    const entry = seen.get(key) ?? { name, status, count: 0, problems: new Map() };
    entry.count += 1;
    // Array positions differ from answer to answer; the problem is the same.
    for (const problem of new Set(lines.map((line) => line.replace(/\.\d+(?=[.:])/g, '[]'))))
      entry.problems.set(problem, (entry.problems.get(problem) ?? 0) + 1);
    seen.set(key, entry);
  },
});
console.log(
  `Contract proxy for ${baseUrl} ready on ${proxy.url} in ${process.uptime().toFixed(1)} s (${proxy.operationCount} operations)`,
);

const summary = () => {
  const checked = `${exchanges} exchange${exchanges === 1 ? '' : 's'} checked`;
  if (seen.size === 0) return `${checked}; none broke the contract.`;
  const lines = [...seen.values()].flatMap(({ name, status, count, problems }) => [
    `${name} → ${status}: ${count} exchange${count === 1 ? '' : 's'}`,
    ...[...problems].map(([problem, times]) => `    ${times}× ${problem}`),
  ]);
  return [`${checked}; these broke the contract:`, ...lines].join('\n');
};

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    console.log(`\n${summary()}`);
    process.exit(answersBroken === 0 ? 0 : 1);
  });
