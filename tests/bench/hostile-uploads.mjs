// Hostile uploads against a running reference server: 20 DOCX zip bombs (a 1 MB file whose zip
// directory says `word/document.xml` is 1,000 bytes, unpacking to 1 GB), then 20 PDFs whose
// content stream unpacks to 1 GB, each batch sent four at a time while `/healthz` is polled.
// Prints the server's resident memory before and after each batch (the target: within 100 MB of
// where it started), how long the refusals took, and how long `/healthz` took meanwhile.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lyingDocxBomb, pdfFlateBomb } from '../../server/test/support/upload-bombs.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = 4197;
const BASE = `http://127.0.0.1:${PORT}`;
const DOMAIN = 'northwindlabs.com';
const BOMBS = Number(process.env.BENCH_HOSTILE_BOMBS ?? 20);
const AT_ONCE = Number(process.env.BENCH_HOSTILE_AT_ONCE ?? 4);
const UNPACKED_MEGABYTES = 1024;
const PASSWORD = 'Demo-Candidate-1';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const residentMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const startServer = (dataDir) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/load-soak-server.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(PORT),
        PCSX_DB: join(dataDir, 'bench.sqlite'),
        PCSX_POSITIONS: '200',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('server ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });

/** A seeded account, signed in as the sign-in modal does: its cookies and CSRF token. */
const signIn = async (email) => {
  const jar = new Map();
  const keep = (answer) => {
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const boot = await fetch(`${BASE}/api/pcsx/boot?domain=${DOMAIN}`);
  keep(boot);
  const { data } = await boot.json();
  const login = await fetch(`${BASE}/api/pcsx/auth/login?domain=${DOMAIN}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': data.csrfToken,
      cookie: cookie(),
    },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`Signing in ${email} failed: ${login.status}`);
  keep(login);
  return { cookie: cookie(), csrf: login.headers.get('x-csrf-token') ?? data.csrfToken };
};

const upload = async (account, fileName, mediaType, content) => {
  const form = new FormData();
  form.append('resume_file_name', fileName);
  form.append('resume_content', `data:${mediaType};base64,${content.toString('base64')}`);
  form.append('domain', DOMAIN);
  const started = performance.now();
  const answer = await fetch(`${BASE}/api/pcsx/upload_resume?domain=${DOMAIN}`, {
    method: 'POST',
    headers: { 'x-csrf-token': account.csrf, cookie: account.cookie },
    body: form,
  });
  await answer.arrayBuffer();
  return { status: answer.status, ms: performance.now() - started };
};

/**
 * Sends `count` uploads, `AT_ONCE` at a time, polling `/healthz` meanwhile; the server's RSS is
 * read after every fourth round.
 */
const batch = async (pid, account, fileName, mediaType, content, count = BOMBS) => {
  const answers = [];
  const health = [];
  const rss = [];
  let sending = true;
  const poll = (async () => {
    while (sending) {
      const started = performance.now();
      await (await fetch(`${BASE}/healthz`)).arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  for (let round = 1; round * AT_ONCE <= count; round += 1) {
    answers.push(
      ...(await Promise.all(
        Array.from({ length: AT_ONCE }, () => upload(account, fileName, mediaType, content)),
      )),
    );
    if (round % 4 === 0) rss.push(residentMb(pid));
  }
  sending = false;
  await poll;
  return { answers, health, rss };
};

const report = (label, pid, before, { answers, health, rss }) => {
  const statuses = [...new Set(answers.map((answer) => answer.status))].join(', ');
  const ms = answers.map((answer) => answer.ms);
  console.log(`  ${label}: answered ${statuses}`);
  console.log(
    `    answer time p50 ${percentile(ms, 50).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms; ` +
      `/healthz p50 ${percentile(health, 50).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms`,
  );
  const after = residentMb(pid);
  console.log(
    `    server RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after (${after - before >= 0 ? '+' : ''}${(after - before).toFixed(0)} MB); along the way ${rss.map((mb) => mb.toFixed(0)).join(', ')} MB`,
  );
  return after;
};

if (!existsSync(join(root, 'dist', 'index.html')))
  execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
const dataDir = mkdtempSync(join(tmpdir(), 'pcsx-hostile-'));
const server = await startServer(dataDir);
try {
  const docx = lyingDocxBomb(UNPACKED_MEGABYTES);
  const pdf = pdfFlateBomb(UNPACKED_MEGABYTES);
  // Each candidate may send 60 files an hour: one account a batch.
  const [first, second, third] = await Promise.all(
    ['demo.candidate@example.com', 'second.candidate@example.com', 'admin@example.com'].map(signIn),
  );
  const idle = residentMb(server.pid);
  // One round of each first, so what loads once (the reading code, the pools' threads) is not
  // counted against the bombs.
  await batch(server.pid, first, 'warm-up.docx', DOCX_TYPE, docx, AT_ONCE);
  await batch(server.pid, first, 'warm-up.pdf', 'application/pdf', pdf, AT_ONCE);
  const start = residentMb(server.pid);
  console.log(
    `Hostile uploads (${BOMBS} of each, ${AT_ONCE} at a time; each about ${(docx.length / 1024 / 1024).toFixed(1)} MB, unpacking to ${UNPACKED_MEGABYTES} MB):`,
  );
  console.log(
    `  server RSS ${idle.toFixed(0)} MB idle, ${start.toFixed(0)} MB after one round of each (what loads once)`,
  );
  let rss = report(
    'DOCX bombs (directory claims 1,000 bytes)',
    server.pid,
    start,
    await batch(server.pid, second, 'bomb.docx', DOCX_TYPE, docx),
  );
  rss = report(
    'PDF bombs (FlateDecode content stream)',
    server.pid,
    rss,
    await batch(server.pid, third, 'bomb.pdf', 'application/pdf', pdf),
  );
  console.log(
    `  server RSS over both batches: ${start.toFixed(0)} → ${rss.toFixed(0)} MB (${rss - start >= 0 ? '+' : ''}${(rss - start).toFixed(0)} MB; target within 100 MB)`,
  );
} finally {
  await new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill();
  });
  rmSync(dataDir, { recursive: true, force: true });
}
