import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/app';
import {
  documentPath,
  settingsTable,
  SETTINGS_DOCUMENTS,
  withSettingsTable,
} from '../src/settings-docs';
import { readSettings, SETTINGS, SettingsError } from '../src/settings';

describe('the settings', () => {
  it('take their defaults when unset or blank', () => {
    const settings = readSettings({ PORT: ' ', WORKERS: '' });
    expect(settings.PORT).toBe(8080);
    expect(settings.WORKERS).toBe(1);
    expect(settings.SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(settings.PCSX_RATE_LIMIT_FACTOR).toBe(1);
    expect(settings.LOG_LEVEL).toBe('info');
    expect(settings.PCSX_DEV_TOOLS).toBe(false);
    expect(settings.DATABASE_URL).toBeUndefined();
  });

  it('read numbers as numbers and flags as booleans', () => {
    const settings = readSettings({
      PORT: '9090',
      WORKERS: '64',
      PCSX_DEV_TOOLS: '1',
      MAIL_DISABLED: '0',
      DATABASE_URL: 'postgresql://pcsx@db/pcsx',
    });
    expect(settings).toMatchObject({
      PORT: 9090,
      WORKERS: 64,
      PCSX_DEV_TOOLS: true,
      MAIL_DISABLED: false,
      DATABASE_URL: 'postgresql://pcsx@db/pcsx',
    });
  });

  it('refuse wrong values, naming each wrong variable and what it takes, in the order of the list', () => {
    const wrong = {
      PORT: 'eighty',
      WORKERS: '65',
      SHUTDOWN_TIMEOUT_MS: '1.5',
      PCSX_RATE_LIMIT_FACTOR: '0',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://db/pcsx',
      SMTP_URL: 'http://relay',
      PCSX_DEV_TOOLS: 'yes',
    };
    expect(() => readSettings(wrong)).toThrow(SettingsError);
    expect(() => readSettings(wrong)).toThrow(
      [
        "PORT must be a whole number from 1 to 65535; got 'eighty'.",
        "DATABASE_URL must be a postgres:// or postgresql:// URL; got 'mysql://db/pcsx'.",
        "WORKERS must be a whole number from 1 to 64; got '65'.",
        "SMTP_URL must be an smtp:// or smtps:// URL; got 'http://relay'.",
        "PCSX_DEV_TOOLS must be 1 (on) or 0 (off); got 'yes'.",
        "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got 'loud'.",
        "SHUTDOWN_TIMEOUT_MS must be a whole number from 1 to 3600000 (milliseconds); got '1.5'.",
        "PCSX_RATE_LIMIT_FACTOR must be a whole number from 1 to 1000; got '0'.",
      ].join('\n'),
    );
  });

  it('stop the server before it starts, with the message and a failing exit code', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PCSX_DEV_TOOLS: '1', PORT: '80a' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      "The server did not start: PORT must be a whole number from 1 to 65535; got '80a'.",
    );
  });

  it('are every environment variable the server and its start scripts read', () => {
    const sources = (folder: string): string[] =>
      readdirSync(join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|mjs)$/.test(file))
        .map((file) => join(folder, file));
    const files = [...sources('server/src'), 'scripts/start.mjs', 'scripts/start-pg.mjs'];
    const read = new Set(
      files.flatMap((file) =>
        [...readFileSync(join(REPO_ROOT, file), 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map(
          (match) => match[1],
        ),
      ),
    );
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => name !== undefined && !(name in SETTINGS))).toEqual([]);
  });

  it('are tabled in the documents as npm run docs:settings writes them', async () => {
    const table = await settingsTable();
    for (const document of SETTINGS_DOCUMENTS) {
      const text = readFileSync(documentPath(document), 'utf8');
      expect(text, document).toContain(table);
      expect(withSettingsTable(text, table), `${document}: run npm run docs:settings`).toBe(text);
    }
  });
});
