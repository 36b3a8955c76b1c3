// The one way the generated code is made: every step runs in a scratch copy of the repository's
// inputs, so a failing step never touches the working tree. `npm run gen` then copies what
// differs into the tree; `npm run gen:check` only reports it.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';

/** What generation writes, relative to the repository root: a folder and the forms' English texts. */
export const OUTPUTS = ['generated', 'src/i18n/locales/en/formSchemas.json'];

/** Copied, so the scratch run reads the working tree as it is when generation starts. */
const COPIED_INPUTS = ['openapi', 'schemas', 'codegen', 'src/api/mutator.ts'];
/** Linked: read by the tools but never written (orval reads package.json and the tsconfig). */
const LINKED_INPUTS = ['node_modules', 'package.json', '.prettierrc.json'];

/** A step that failed: its name and the first line of its output that says why. */
export class GenerationError extends Error {
  constructor(step, reason) {
    super(`${step} failed: ${reason}`);
    this.name = 'GenerationError';
    this.step = step;
    this.reason = reason;
  }
}

// Stack frames, banners and blank lines say nothing about the cause.
const NOISE = [/^\s*at\s/, /^\s*$/, /orval v\d/, /^\S+ - Cleaning output folder/, /^\s*[~^]+\s*$/];
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * The first line of a tool's output that names the problem. orval lists validation problems as
 * JSON (`"message": "Can't resolve reference: #/…"`): the first message is the useful line.
 */
export const firstUsefulLine = (output) => {
  const plain = output.replace(ANSI, '');
  const messages = [...plain.matchAll(/"message":\s*("(?:[^"\\]|\\.)*")/g)].map(([, message]) =>
    JSON.parse(message),
  );
  if (messages.length > 0) {
    return messages.length === 1 ? messages[0] : `${messages[0]} (and ${messages.length - 1} more)`;
  }
  const lines = plain
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !NOISE.some((pattern) => pattern.test(line)));
  // Node prints the throwing source line first; the `SomeError: …` line says what went wrong.
  return (
    lines.find((line) => /^\w*(Error|Exception)\b.*:/.test(line)) ??
    lines.find((line) => /error|invalid|cannot|can't|could not|not found|missing/i.test(line)) ??
    lines[0] ??
    'no output'
  );
};

const run = (step, workDir, command, args) => {
  try {
    execFileSync(command, args, {
      cwd: workDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const output = `${error.stderr ?? ''}\n${error.stdout ?? ''}\n${error.message ?? ''}`;
    throw new GenerationError(step, firstUsefulLine(output));
  }
};

const filesUnder = (base, path) => {
  const full = join(base, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(base, join(entry.parentPath, entry.name)).split(sep).join('/'));
};

/** Every tsconfig file at the root: orval reads the project's compiler options from them. */
const tsconfigFiles = (root) => readdirSync(root).filter((name) => /^tsconfig.*\.json$/.test(name));

/** Links the installed tools and the project settings they read from `root` into `copy`. */
export const linkTools = (root, copy) => {
  for (const path of [...LINKED_INPUTS, ...tsconfigFiles(root)]) {
    if (existsSync(join(root, path))) symlinkSync(join(root, path), join(copy, path));
  }
};

/** Where generated code comes from, besides the linked inputs: a commit touching these is checked. */
export const SOURCES = [...COPIED_INPUTS, ...OUTPUTS];

/**
 * A scratch copy of the staged (index) version of the generation's sources and outputs, so the
 * pre-commit hook checks what is about to be committed, whatever else the working tree holds.
 */
export const stagedCopy = (root) => {
  const copy = mkdtempSync(join(tmpdir(), 'pcsx-staged-'));
  const files = execFileSync('git', ['ls-files', '-z', '--', ...SOURCES], {
    cwd: root,
    encoding: 'utf8',
  });
  execFileSync('git', ['checkout-index', '-z', '--stdin', `--prefix=${copy}/`], {
    cwd: root,
    input: files,
  });
  linkTools(root, copy);
  return copy;
};

/**
 * Generates everything from `root`'s contract, schemas and codegen config into `workDir` (an empty
 * folder), laid out as in the repository so generated imports (`../../../src/api/mutator`) match.
 * Throws a GenerationError naming the step that failed.
 */
export const generateInto = (root, workDir) => {
  for (const path of COPIED_INPUTS) {
    mkdirSync(dirname(join(workDir, path)), { recursive: true });
    cpSync(join(root, path), join(workDir, path), { recursive: true });
  }
  linkTools(root, workDir);
  mkdirSync(join(workDir, 'src', 'i18n', 'locales', 'en'), { recursive: true });
  const bin = (name) => join(root, 'node_modules', '.bin', name);
  // The forms take a second or two, orval ten: a broken schema is reported without waiting.
  run('forms (codegen/forms.mjs)', workDir, process.execPath, ['codegen/forms.mjs']);
  run('orval', workDir, bin('orval'), ['--config', 'codegen/orval.config.ts']);
  run('mock index (codegen/mock-index.mjs)', workDir, process.execPath, ['codegen/mock-index.mjs']);
  mkdirSync(join(workDir, 'generated', 'server'), { recursive: true });
  run('openapi-typescript', workDir, bin('openapi-typescript'), [
    'openapi/pcsx.yaml',
    '-o',
    'generated/server/pcsx.ts',
  ]);
  // Formatting is part of the output, so the check compares like with like.
  run('prettier', workDir, bin('prettier'), [
    '--write',
    '--log-level',
    'warn',
    '--ignore-path',
    'codegen/.prettierignore',
    ...OUTPUTS,
  ]);
};

/** How `root`'s outputs differ from a generation in `workDir`: files changed, missing and extra. */
export const diffOutputs = (root, workDir) => {
  const generated = new Set(OUTPUTS.flatMap((path) => filesUnder(workDir, path)));
  const present = new Set(OUTPUTS.flatMap((path) => filesUnder(root, path)));
  const changed = [...generated]
    .filter((file) => present.has(file))
    .filter((file) => !readFileSync(join(root, file)).equals(readFileSync(join(workDir, file))));
  return {
    changed: changed.sort(),
    missing: [...generated].filter((file) => !present.has(file)).sort(),
    extra: [...present].filter((file) => !generated.has(file)).sort(),
  };
};

export const isClean = ({ changed, missing, extra }) =>
  changed.length + missing.length + extra.length === 0;

/**
 * Brings `root`'s outputs to the generation in `workDir`, writing only the files that differ (each
 * written beside its target and renamed over it) and deleting the extra ones.
 */
export const applyOutputs = (root, workDir, { changed, missing, extra }) => {
  for (const file of [...changed, ...missing]) {
    const target = join(root, file);
    mkdirSync(dirname(target), { recursive: true });
    const next = `${target}.next`;
    writeFileSync(next, readFileSync(join(workDir, file)));
    renameSync(next, target);
  }
  for (const file of extra) unlinkSync(join(root, file));
};

/** Runs `use` with a fresh generation of `root` in a scratch folder, removed afterwards. */
export const withGeneration = (root, use) => {
  const workDir = mkdtempSync(join(tmpdir(), 'pcsx-gen-'));
  try {
    generateInto(root, workDir);
    return use(workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
};

/** The first lines of `git diff` between a tree file and its generated version. */
const shortDiff = (treeFile, generatedFile, maxLines = 12) => {
  let output = '';
  try {
    execFileSync(
      'git',
      ['diff', '--no-index', '--no-color', '-U1', '--', treeFile, generatedFile],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
  } catch (error) {
    // git diff exits with 1 when the files differ; anything else leaves the report without a diff.
    output = error.status === 1 ? error.stdout : '';
  }
  const lines = output.split('\n');
  const hunks = lines.slice(lines.findIndex((line) => line.startsWith('@@'))).filter(Boolean);
  return hunks.length > maxLines
    ? [...hunks.slice(0, maxLines), `… ${hunks.length - maxLines} more lines`]
    : hunks;
};

/** The check's report: every file that differs, then a short diff of the first few. */
export const describeDiff = (root, workDir, diff, shown = 3) => [
  ...diff.changed.map((file) => `  changed: ${file}`),
  ...diff.missing.map((file) => `  missing: ${file}`),
  ...diff.extra.map((file) => `  extra (not generated): ${file}`),
  ...diff.changed
    .slice(0, shown)
    .flatMap((file) => [
      '',
      `--- ${file} (present)`,
      `+++ ${file} (generated)`,
      ...shortDiff(join(root, file), join(workDir, file)),
    ]),
];
