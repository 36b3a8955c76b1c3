// A lean HTTP/1.1 load generator for the throughput benchmarks: keep-alive connections, each with
// one request in flight, for a fixed time. The generator runs on the same cores as the server, so
// its own cost per request bounds what can be measured. autocannon keeps every answer's body as
// a string (`body += chunk`): decoding a brotli answer as UTF-8 cost it some 65 µs per request on
// this machine, more than the server spent on the answer, so its figures measured itself. This
// one reads only the status line and the framing headers, and never decodes a body.
//
// With `busyPoll`, it keeps its event loop turning while answers are awaited instead of sleeping
// in the kernel. A generator asleep has to be woken by the server's write, and on this virtual
// machine that wake-up (an interrupt to the other core) is charged to the server's `writev`, the
// more the slower the server is (the longer the generator sleeps between answers): measured on a
// plain Node server, 10 µs of work added per request cost it 17 µs with a sleeping generator and
// 10 µs with a busy one. Clients across a network cost a server no such wake-up, so runs of
// answers a few microseconds long are measured with it; it takes a core to itself, so a server of
// several processes, or one busy in its thread pool, is measured without.
import { connect } from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:[ \t]*(\d+)/i;
const CHUNKED = /\r\ntransfer-encoding:[^\r]*chunked/i;

const percentile = (sorted, fraction) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];

/**
 * Sends GET requests to 127.0.0.1:`port` over `connections` connections for `durationS` seconds,
 * or until `maxRequests` are sent, busy polling when `busyPoll` says so. `requestFor(n)` gives the
 * n-th request's `{ path, headers }`; `onLatency` is told each answer's latency in ms.
 * Resolves with the figures in the shape autocannon gives them: `requests.average` (per second)
 * and `requests.total`, latency `p50`, `p95` and `p99` in ms, `errors` (connection failures and answers
 * it cannot frame) and `non2xx`; and the seconds it ran, `durationS`.
 */
export const generateLoad = ({
  port,
  connections,
  durationS,
  maxRequests = Number.POSITIVE_INFINITY,
  busyPoll = false,
  requestFor,
  onLatency = () => undefined,
}) =>
  new Promise((resolve) => {
    const latencies = [];
    let total = 0;
    let non2xx = 0;
    let errors = 0;
    let sent = 0;
    let open = connections;
    const startedAt = performance.now();
    const deadline = startedAt + durationS * 1000;

    const finish = () => {
      const elapsedS = (performance.now() - startedAt) / 1000;
      latencies.sort((a, b) => a - b);
      resolve({
        requests: { average: total / elapsedS, total },
        latency: {
          p50: Number(percentile(latencies, 0.5).toFixed(1)),
          p95: Number(percentile(latencies, 0.95).toFixed(1)),
          p99: Number(percentile(latencies, 0.99).toFixed(1)),
        },
        errors,
        non2xx,
        durationS: elapsedS,
      });
    };

    const runConnection = () => {
      const socket = connect(port, '127.0.0.1');
      socket.setNoDelay(true);
      let pending = null;
      let sentAt = 0;
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        socket.destroy();
        open -= 1;
        if (open === 0) finish();
      };
      const sendNext = () => {
        if (sent >= maxRequests || performance.now() >= deadline) {
          close();
          return;
        }
        const { path, headers } = requestFor(sent);
        sent += 1;
        let head = `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n`;
        for (const name in headers) head += `${name}: ${headers[name]}\r\n`;
        sentAt = performance.now();
        socket.write(`${head}\r\n`, 'latin1');
      };
      socket.on('connect', sendNext);
      socket.on('data', (chunk) => {
        pending = pending === null ? chunk : Buffer.concat([pending, chunk]);
        const headerEnd = pending.indexOf(HEADER_END);
        if (headerEnd === -1) return;
        const head = pending.toString('latin1', 0, headerEnd);
        const length = CONTENT_LENGTH.exec(head);
        if (length === null || CHUNKED.test(head)) {
          // Every answer measured here has a length; anything else is counted and dropped.
          errors += 1;
          close();
          return;
        }
        const answerEnd = headerEnd + HEADER_END.length + Number(length[1]);
        if (pending.length < answerEnd) return;
        const latency = performance.now() - sentAt;
        latencies.push(latency);
        onLatency(latency);
        total += 1;
        const status = Number(head.slice(9, 12));
        if (status < 200 || status > 299) non2xx += 1;
        pending = pending.length > answerEnd ? pending.subarray(answerEnd) : null;
        sendNext();
      });
      socket.on('error', () => {
        errors += 1;
        close();
      });
      socket.on('close', close);
    };

    for (let connection = 0; connection < connections; connection += 1) runConnection();
    if (busyPoll) {
      // A pending immediate makes each turn of the loop poll for I/O without waiting.
      const turn = () => {
        if (open > 0) setImmediate(turn);
      };
      setImmediate(turn);
    }
  });
