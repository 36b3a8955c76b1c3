// A local PostgreSQL cluster run from Debian's `postgresql` binaries: a throwaway one for the
// tests (removed when stopped) or a persistent one for `npm run start:pg`. Nothing to set up by
// hand: the package is installed when missing and this runs as root, and as root the server runs
// as the `postgres` user (initdb refuses root).
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

const DEBIAN_ROOT = '/usr/lib/postgresql';
const SERVICE_USER = 'postgres';
const isRoot = () => process.getuid?.() === 0;

const newestBinDir = () => {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => existsSync(join(DEBIAN_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(DEBIAN_ROOT, versions[0], 'bin');
};

/** The server's binaries, installing Debian's package when missing and allowed. */
export const postgresBinDir = () => {
  const found = newestBinDir();
  if (found) return found;
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      'PostgreSQL is not installed. Install it with `sudo apt-get install -y postgresql` (Debian/Ubuntu), then run the command again.',
    );
  }
  console.log('Installing PostgreSQL (apt-get install -y postgresql)…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = newestBinDir();
  if (!installed) throw new Error('PostgreSQL was installed, but its binaries were not found');
  return installed;
};

const serviceUserIds = () => {
  const passwd = spawnSync('id', ['-u', SERVICE_USER], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', SERVICE_USER], { encoding: 'utf8' });
  if (passwd.status !== 0 || group.status !== 0)
    throw new Error(
      `Running PostgreSQL as root needs the "${SERVICE_USER}" user, which is missing`,
    );
  return { uid: Number(passwd.stdout.trim()), gid: Number(group.stdout.trim()) };
};

/** Runs a server binary, as the `postgres` user when this process is root. */
const run = (binDir, name, args) => {
  const command = join(binDir, name);
  const result = isRoot()
    ? spawnSync('runuser', ['-u', SERVICE_USER, '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${name} failed (${result.status}): ${result.stderr || result.stdout}`.trim());
  }
  return result.stdout;
};

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A directory the server's user owns, so it can hold the data and the socket. */
const ownedDirectory = (path) => {
  mkdirSync(path, { recursive: true });
  if (isRoot()) {
    const { uid, gid } = serviceUserIds();
    chownSync(path, uid, gid);
  }
  chmodSync(path, 0o700);
};

/**
 * Starts a cluster in `dataDir` (initialised when empty) on a loopback port, trusting local
 * connections: it is reachable from this machine only. Returns its superuser URL and `stop`.
 * `throwaway` trades durability for speed (no fsync) and removes the data when stopped.
 */
export const startCluster = async ({ dataDir, port, throwaway }) => {
  const binDir = postgresBinDir();
  const cluster = join(dataDir, 'data');
  const sockets = join(dataDir, 'sockets');
  ownedDirectory(dataDir);
  ownedDirectory(sockets);
  if (!existsSync(join(cluster, 'PG_VERSION'))) {
    run(binDir, 'initdb', [
      '--pgdata',
      cluster,
      '--username',
      SERVICE_USER,
      '--auth',
      'trust',
      '--encoding',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]);
  }
  const settings = [
    `-p ${port}`,
    `-k ${sockets}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    ...(throwaway ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ];
  run(binDir, 'pg_ctl', [
    '--pgdata',
    cluster,
    '--log',
    join(dataDir, 'server.log'),
    '--options',
    settings.join(' '),
    '--wait',
    'start',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    run(binDir, 'pg_ctl', [
      '--pgdata',
      cluster,
      '--mode',
      throwaway ? 'immediate' : 'fast',
      '--wait',
      'stop',
    ]);
    if (throwaway) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `postgres://${SERVICE_USER}@127.0.0.1:${port}/postgres`, stop };
};

/** A throwaway cluster in a new temporary directory on a free port. */
export const startThrowawayCluster = async () =>
  startCluster({
    // Directly under /tmp: the server's user must reach it, which a root-only parent would stop.
    dataDir: mkdtempSync('/tmp/pcsx-postgres-'),
    port: await freePort(),
    throwaway: true,
  });

/** Database names here come from code; anything else is refused rather than quoted. */
const checkedName = (name) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
  return name;
};

const asSuperuser = async (clusterUrl, run) => {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/** Creates the database `name` in the cluster unless it exists; returns its URL. */
export const ensureDatabase = async (clusterUrl, name) => {
  await asSuperuser(clusterUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${checkedName(name)}`);
  });
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Drops the database `name` from the cluster, closing its connections. */
export const dropDatabase = (clusterUrl, name) =>
  asSuperuser(clusterUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${checkedName(name)} WITH (FORCE)`),
  ).then(() => undefined);
