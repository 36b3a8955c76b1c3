// Compares the contract with the one of the last release and fails on a breaking change, unless
// the contract's major version went up. The base is the newest `v*` tag reachable from HEAD, or
// the git ref in CONTRACT_BASE. `--all` lists every non-breaking change too.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiCompare } from 'api-smart-diff';
import { parse } from 'yaml';

const CONTRACT_PATH = 'openapi/pcsx.yaml';
const SHOWN_NON_BREAKING = 40;

/** The major number of a `x.y.z` version; NaN when it has none. */
export const majorOf = (version) => Number.parseInt(String(version ?? '').split('.')[0] ?? '', 10);

/**
 * Classifies the changes from `before` to `after` (parsed OpenAPI documents): the breaking ones,
 * the rest, and whether the breaking ones are allowed because the major version went up.
 */
export const compareContracts = (before, after) => {
  const { diffs } = apiCompare(before, after);
  const changes = diffs.map((diff) => ({
    type: diff.type,
    path: diff.path.join('.'),
    description: diff.description || `${diff.action} ${diff.path.join('.')}`,
  }));
  const baseMajor = majorOf(before?.info?.version);
  const newMajor = majorOf(after?.info?.version);
  return {
    breaking: changes.filter((change) => change.type === 'breaking'),
    other: changes.filter((change) => change.type !== 'breaking'),
    baseVersion: before?.info?.version,
    version: after?.info?.version,
    isNewMajor: Number.isFinite(baseMajor) && Number.isFinite(newMajor) && newMajor > baseMajor,
  };
};

const git = (root, args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The git ref to compare with, or null when there is none (no release tag yet). */
const baseRef = (root) => {
  if (process.env.CONTRACT_BASE) return process.env.CONTRACT_BASE;
  try {
    return git(root, ['describe', '--tags', '--abbrev=0', '--match', 'v*', 'HEAD']).trim() || null;
  } catch {
    return null;
  }
};

const main = () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const ref = baseRef(root);
  if (ref === null) {
    console.log(
      'Contract diff skipped: no release tag (v*) is reachable from HEAD; set CONTRACT_BASE to a git ref to compare with one.',
    );
    return 0;
  }
  let baseText;
  try {
    baseText = git(root, ['show', `${ref}:${CONTRACT_PATH}`]);
  } catch {
    console.error(`Contract diff: ${ref} has no ${CONTRACT_PATH} (is the ref fetched?).`);
    return 1;
  }
  const result = compareContracts(
    parse(baseText),
    parse(readFileSync(join(root, CONTRACT_PATH), 'utf8')),
  );
  const showAll = process.argv.includes('--all');
  console.log(
    `Contract ${result.version} compared with ${ref} (${result.baseVersion}): ` +
      `${result.breaking.length} breaking, ${result.other.length} other changes.`,
  );
  const shownOther = showAll ? result.other : result.other.slice(0, SHOWN_NON_BREAKING);
  for (const change of shownOther) console.log(`  ${change.type}: ${change.description}`);
  if (shownOther.length < result.other.length)
    console.log(`  … and ${result.other.length - shownOther.length} more (--all lists them)`);
  for (const change of result.breaking) console.log(`  BREAKING: ${change.description}`);
  if (result.breaking.length === 0) return 0;
  if (result.isNewMajor) {
    console.log(`Breaking changes allowed: the major version went up (${result.version}).`);
    return 0;
  }
  console.error(
    `${result.breaking.length} breaking change(s) against ${ref}: keep the contract compatible, ` +
      `or raise info.version's major (now ${result.version}) for a new major release.`,
  );
  return 1;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main();
}
