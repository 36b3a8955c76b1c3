import Ajv from 'ajv';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS } from './http/shutdown';
import { DEFAULT_POSITION_COUNT } from './seed';
import { MAX_WORKERS } from './workers';

/** Who reads a setting: the server (`server/src/main.ts`), or a start script before it. */
type Reader = 'server' | 'npm start' | 'npm run start:pg';

interface Common {
  /** What it does, in Markdown: one line of the settings table. */
  meaning: string;
  /** Set by test suites only, never in a deployment. */
  testsOnly?: true;
  /** Default: the server. */
  readBy?: readonly Reader[];
}

/** A whole number within bounds. */
interface IntegerSetting extends Common {
  kind: 'integer';
  minimum: number;
  maximum: number;
  default: number;
  unit?: string;
}

/** `1` turns it on; unset, empty or `0` leaves it off. */
interface FlagSetting extends Common {
  kind: 'flag';
}

/** Text, optionally one of `choices` or matching `pattern` (a JSON Schema pattern). */
interface TextSetting extends Common {
  kind: 'text';
  /** What the text is, as the error and the table say it: "a postgres:// URL". */
  expects: string;
  pattern?: string;
  choices?: readonly string[];
  default?: string;
  /** The default when it is worked out rather than fixed, as the table shows it. */
  defaultText?: string;
}

type Setting = IntegerSetting | FlagSetting | TextSetting;

/**
 * Every environment variable the server and its start scripts read: the one place a setting is
 * defined. The server checks them all before it starts (`readSettings`), and the tables in
 * `README.md` and `docs/deploy.md` are made from this list (`npm run docs:settings`). Relative
 * paths are taken from the repository root.
 */
export const SETTINGS = {
  PORT: {
    kind: 'integer',
    minimum: 1,
    maximum: 65_535,
    default: 8080,
    meaning: 'the port the server listens on, on 127.0.0.1',
  },
  PUBLIC_URL: {
    kind: 'text',
    expects: 'an http:// or https:// origin',
    pattern: '^https?://',
    defaultText: '`http://127.0.0.1:$PORT`',
    meaning:
      'the address visitors use: links in mail, the sitemap, `Secure` cookies and HSTS (when https)',
  },
  TRUST_PROXY: {
    kind: 'text',
    expects: '`true`, or addresses and CIDR ranges, comma-separated',
    defaultText: 'no proxy trusted',
    meaning: 'the reverse proxies whose `X-Forwarded-*` headers count (see `docs/deploy.md`)',
  },
  DATABASE_URL: {
    kind: 'text',
    expects: 'a postgres:// or postgresql:// URL',
    pattern: '^postgres(ql)?://',
    defaultText: 'SQLite',
    meaning:
      'a PostgreSQL database (`postgres://user:password@host:port/database`), migrated and seeded when empty',
  },
  PCSX_DB: {
    kind: 'text',
    expects: 'a file path, or `:memory:`',
    default: '.data/pcsx.sqlite',
    meaning:
      'the SQLite file when `DATABASE_URL` is unset; created, migrated and seeded when missing',
  },
  WORKERS: {
    kind: 'integer',
    minimum: 1,
    maximum: MAX_WORKERS,
    default: 1,
    meaning:
      'server processes sharing `PORT`; more than 1 needs `DATABASE_URL` (see `docs/deploy.md`)',
  },
  PCSX_DIST: {
    kind: 'text',
    expects: 'a folder path',
    default: 'dist',
    readBy: ['server', 'npm start'],
    meaning:
      'the built app (`npm run build`); without its `index.html` pages answer 503. `npm start` builds it there when it is older than its sources',
  },
  PCSX_POSITIONS: {
    kind: 'integer',
    minimum: 0,
    maximum: 1_000_000,
    default: DEFAULT_POSITION_COUNT,
    meaning: 'how many positions a new database is seeded with',
  },
  PCSX_SYNONYMS: {
    kind: 'text',
    expects: 'a file path',
    default: 'server/search-synonyms.txt',
    meaning: "the search's English synonyms and abbreviations",
  },
  PCSX_PLACES: {
    kind: 'text',
    expects: 'a file path',
    default: 'server/search-places.txt',
    meaning: 'metro areas and place nicknames the location search reads ("Bay Area", "UK")',
  },
  SMTP_URL: {
    kind: 'text',
    expects: 'an smtp:// or smtps:// URL',
    pattern: '^smtps?://',
    meaning:
      'the relay mail is delivered through: `smtp://user:password@host:587` or `smtps://…:465`',
  },
  MAIL_FROM: {
    kind: 'text',
    expects: 'a sender address',
    meaning:
      'the sender of every mail, needed with `SMTP_URL`: `Northwind Labs Careers <careers@example.com>`',
  },
  DKIM_DOMAIN: {
    kind: 'text',
    expects: 'a domain name',
    meaning:
      'with `DKIM_SELECTOR` and `DKIM_PRIVATE_KEY_FILE`: every mail is signed with DKIM for this domain',
  },
  DKIM_SELECTOR: {
    kind: 'text',
    expects: 'a DKIM selector',
    meaning: "the selector of the DKIM key's DNS record (`<selector>._domainkey.<domain>`)",
  },
  DKIM_PRIVATE_KEY_FILE: {
    kind: 'text',
    expects: 'a file path',
    meaning: 'the DKIM private key, PEM',
  },
  MAIL_DISABLED: {
    kind: 'flag',
    meaning:
      'runs without mail on purpose; without it, a server with neither `SMTP_URL` nor the development tools refuses to start',
  },
  PCSX_DEV_TOOLS: {
    kind: 'flag',
    readBy: ['server', 'npm start'],
    meaning:
      'keeps sent mail at `/dev/mail` and serves the employer ATS at `/dev/ats`; never in production. `npm start` turns it on unless it is set',
  },
  NODE_ENV: {
    kind: 'text',
    expects: 'production, development or test',
    choices: ['production', 'development', 'test'],
    readBy: ['server', 'npm start'],
    meaning:
      "`production` runs React's production build, which draws the first paint's job cards about three times faster. `npm start` sets it unless it is set",
  },
  LOG_LEVEL: {
    kind: 'text',
    expects: 'one of fatal, error, warn, info, debug, trace, silent',
    choices: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    default: 'info',
    meaning: 'the pino log level; password reset links are logged at `info`',
  },
  SHUTDOWN_TIMEOUT_MS: {
    kind: 'integer',
    minimum: 1,
    maximum: 3_600_000,
    default: DEFAULT_SHUTDOWN_TIMEOUT_MS,
    unit: 'milliseconds',
    meaning: 'how long requests in flight may take once SIGTERM or SIGINT asks the server to stop',
  },
  PCSX_PG_PORT: {
    kind: 'integer',
    minimum: 1024,
    maximum: 65_535,
    default: 54_329,
    readBy: ['npm run start:pg'],
    meaning: 'the port of the local PostgreSQL cluster it runs, on the loopback address',
  },
  PCSX_RATE_LIMIT_FACTOR: {
    kind: 'integer',
    minimum: 1,
    maximum: 1000,
    default: 1,
    testsOnly: true,
    meaning:
      'multiplies every per-call rate limit and the per-address mail limits (not sign-in throttling or per-email limits), for test suites and load tests from one address',
  },
  PCSX_VALIDATE_RESPONSES: {
    kind: 'flag',
    testsOnly: true,
    meaning: 'checks every API answer against the contract and answers a mismatch with a 500',
  },
  PCSX_CONTRACT_VIOLATIONS: {
    kind: 'text',
    expects: 'a file path',
    testsOnly: true,
    meaning:
      'the file each mismatch `PCSX_VALIDATE_RESPONSES` finds is appended to, one line each, so a test run can fail on them',
  },
} as const satisfies Record<string, Setting>;

type Definitions = typeof SETTINGS;
export type SettingName = keyof Definitions;

type ValueOf<S> = S extends IntegerSetting
  ? number
  : S extends FlagSetting
    ? boolean
    : S extends { default: string }
      ? string
      : string | undefined;

/** The settings as the server uses them: numbers, flags, and text (absent when unset). */
export type Settings = { -readonly [Name in SettingName]: ValueOf<Definitions[Name]> };

const definitions = (): [SettingName, Setting][] =>
  Object.entries(SETTINGS) as [SettingName, Setting][];

/** What a setting's value must be, as the table and a refusal at start say it. */
export const expectation = (setting: Setting): string => {
  if (setting.kind === 'integer')
    return `a whole number from ${setting.minimum} to ${setting.maximum}${setting.unit ? ` (${setting.unit})` : ''}`;
  if (setting.kind === 'flag') return '`1` (on) or `0` (off)';
  return setting.expects;
};

/** The default as the table shows it. */
export const defaultText = (setting: Setting): string => {
  if (setting.kind === 'flag') return 'off';
  if (setting.kind === 'integer') return `\`${setting.default}\``;
  if (setting.default !== undefined) return `\`${setting.default}\``;
  return setting.defaultText ?? 'unset';
};

const schemaOf = (setting: Setting): Record<string, unknown> => {
  if (setting.kind === 'integer')
    return {
      type: 'integer',
      minimum: setting.minimum,
      maximum: setting.maximum,
      default: setting.default,
    };
  if (setting.kind === 'flag') return { enum: ['0', '1'], default: '0' };
  return {
    type: 'string',
    ...(setting.pattern === undefined ? {} : { pattern: setting.pattern }),
    ...(setting.choices === undefined ? {} : { enum: setting.choices }),
    ...(setting.default === undefined ? {} : { default: setting.default }),
  };
};

/** The environment's schema: every setting, with its type, bounds and default. */
export const SETTINGS_SCHEMA = {
  type: 'object',
  properties: Object.fromEntries(definitions().map(([name, setting]) => [name, schemaOf(setting)])),
};

const validate = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true }).compile(
  SETTINGS_SCHEMA,
);

/** Settings the server cannot start with; the message names each variable and what it expects. */
export class SettingsError extends Error {}

/**
 * The settings from the environment, checked against `SETTINGS_SCHEMA`: unset or blank ones take
 * their default, and any wrong value throws a `SettingsError` naming every wrong variable.
 */
export const readSettings = (env: Readonly<Record<string, string | undefined>>): Settings => {
  const values: Record<string, unknown> = {};
  for (const [name] of definitions()) {
    const value = env[name]?.trim();
    if (value !== undefined && value !== '') values[name] = value;
  }
  if (!validate(values)) {
    const wrong = [
      ...new Set((validate.errors ?? []).map((error) => error.instancePath.slice(1))),
    ] as SettingName[];
    throw new SettingsError(
      wrong
        .map(
          (name) =>
            `${name} must be ${expectation(SETTINGS[name]).replaceAll('`', '')}; got '${env[name] ?? ''}'.`,
        )
        .join('\n'),
    );
  }
  for (const [name, setting] of definitions())
    if (setting.kind === 'flag') values[name] = values[name] === '1';
  return values as Settings;
};
