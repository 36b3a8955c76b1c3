// `npm run mock`: the contract served by Prism behind the front in prism-front.mjs.
// Options: --host (127.0.0.1), --port (4010), --dynamic (generated data instead of the examples;
// one request can ask for it with `Prefer: dynamic=true`), --contract (openapi/pcsx.yaml).
import { parseArgs } from 'node:util';
import { startPrismFront } from './prism-front.mjs';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: process.env.PRISM_PORT ?? '4010' },
    dynamic: { type: 'boolean', short: 'd', default: false },
    contract: { type: 'string', default: 'openapi/pcsx.yaml' },
  },
});

const mock = await startPrismFront({
  contractPath: values.contract,
  host: values.host,
  port: Number(values.port),
  dynamic: values.dynamic,
});
console.log(
  `Mock of ${values.contract} (${mock.operationCount} operations) ready on ${mock.url} in ${process.uptime().toFixed(1)} s`,
);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
