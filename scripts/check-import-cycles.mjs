// `npm run lint:cycles`: no import loop in the TypeScript of src/, server/, tests/ and codegen/,
// type imports included. ESLint's import-x/no-cycle skips `import type` edges, so a loop made only
// of them passes lint while still tying every file of the loop to every other; this check follows
// every static import and re-export (type-only or not, and `import('…')` types) and fails on any
// strongly connected group. Dynamic `import()` calls are lazy chunks, not part of a file's static
// graph, and are not followed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const SCANNED = ['src', 'server', 'tests', 'codegen'];

const config = ts.getParsedCommandLineOfConfigFile(
  join(root, 'tsconfig.app.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
);
if (!config) throw new Error('tsconfig.app.json could not be read');
const resolutionCache = ts.createModuleResolutionCache(root, (name) => name, config.options);

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** The module specifiers a file imports or re-exports statically, type-only ones included. */
const specifiersOf = (file) => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const files = SCANNED.flatMap((dir) => sourceFiles(join(root, dir)));
const known = new Set(files);
const edges = new Map(
  files.map((file) => [
    file,
    [
      ...new Set(
        specifiersOf(file)
          .map(
            (specifier) =>
              ts.resolveModuleName(specifier, file, config.options, ts.sys, resolutionCache)
                .resolvedModule?.resolvedFileName,
          )
          .filter((target) => target !== undefined && known.has(target)),
      ),
    ],
  ]),
);

// Tarjan's strongly connected components, iterative so deep graphs cannot overflow the stack.
const index = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const groups = [];
let counter = 0;
for (const start of files) {
  if (index.has(start)) continue;
  const work = [{ file: start, next: 0 }];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const targets = edges.get(frame.file);
    if (frame.next < targets.length) {
      const target = targets[frame.next++];
      if (!index.has(target)) {
        index.set(target, counter);
        low.set(target, counter++);
        stack.push(target);
        onStack.add(target);
        work.push({ file: target, next: 0 });
      } else if (onStack.has(target)) {
        low.set(frame.file, Math.min(low.get(frame.file), index.get(target)));
      }
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1].file;
      low.set(parent, Math.min(low.get(parent), low.get(frame.file)));
    }
    if (low.get(frame.file) === index.get(frame.file)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.file);
      if (group.length > 1 || edges.get(frame.file).includes(frame.file)) groups.push(group);
    }
  }
}

/** One loop through a group, found by a breadth-first walk back to its first file. */
const loopOf = (group) => {
  const members = new Set(group);
  const [first] = [...group].sort();
  const cameFrom = new Map();
  const queue = [first];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const target of edges.get(file)) {
      if (!members.has(target) || cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      if (target === first) queue.length = 0;
      else queue.push(target);
    }
  }
  const between = [];
  for (let file = cameFrom.get(first); file !== first; file = cameFrom.get(file)) {
    between.unshift(file);
  }
  return [first, ...between, first];
};

const show = (file) => relative(root, file);
for (const group of groups) {
  console.error(`Import loop among ${group.length} files: ${group.map(show).sort().join(', ')}`);
  console.error(`  for example ${loopOf(group).map(show).join(' → ')}`);
}
if (groups.length > 0) {
  console.error(
    `${groups.length} import loop(s) (type imports count): move the shared declarations to a module the loop's files import.`,
  );
  process.exit(1);
}
console.log(`No import loops among ${files.length} files of ${SCANNED.join(', ')}.`);
