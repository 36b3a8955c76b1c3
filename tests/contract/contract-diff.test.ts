import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import {
  compareContracts,
  formatChange,
  formatChangelog,
  majorOf,
  selectBase,
  verdict,
  type ContractComparison,
} from '../../scripts/contract-diff.mjs';

type Schema = Record<string, unknown>;

/**
 * A two-operation contract: `GET /api/pcsx/search` (query parameters, an answer with `data`) and
 * `POST /api/pcsx/items` (a JSON body). Each part can be replaced.
 */
const contract = ({
  version = '2.0.0',
  parameters = [{ name: 'location', in: 'query', schema: { type: 'string' } }],
  answer = {
    type: 'object',
    required: ['id', 'status'],
    properties: {
      id: { type: 'string' },
      status: { type: 'string', enum: ['open', 'closed'] },
      note: { type: 'string' },
    },
  },
  body = {
    type: 'object',
    required: ['title'],
    properties: {
      title: { type: 'string', maxLength: 80 },
      kind: { type: 'string', enum: ['full', 'part'] },
      count: { type: 'integer', minimum: 1 },
    },
  },
}: {
  version?: string;
  parameters?: Schema[];
  answer?: Schema;
  body?: Schema;
} = {}) => ({
  openapi: '3.1.0',
  info: { title: 'Test', version },
  paths: {
    '/api/pcsx/search': {
      get: {
        operationId: 'searchPositions',
        parameters,
        responses: {
          '200': {
            description: 'Found',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
          },
        },
      },
    },
    '/api/pcsx/items': {
      post: {
        operationId: 'createItem',
        requestBody: { required: true, content: { 'application/json': { schema: body } } },
        responses: {
          '201': {
            description: 'Created',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
          },
        },
      },
    },
  },
  components: { schemas: { Item: answer } },
});

const lines = (result: ContractComparison) => result.changes.map(formatChange);
const withField = (field: string, schema: Schema, required = ['title']) => ({
  type: 'object',
  required,
  properties: {
    title: { type: 'string', maxLength: 80 },
    kind: { type: 'string', enum: ['full', 'part'] },
    count: { type: 'integer', minimum: 1 },
    [field]: schema,
  },
});

describe('contract diff: classification and naming', () => {
  it('finds nothing between equal contracts', () => {
    const result = compareContracts(contract(), contract());
    expect(result.changes).toEqual([]);
  });

  it('names operation, method, path and location, and calls a query parameter narrowed to integer breaking', () => {
    const after = contract({
      parameters: [{ name: 'location', in: 'query', schema: { type: 'integer' } }],
    });
    expect(lines(compareContracts(contract(), after))).toEqual([
      "BREAKING  GET /api/pcsx/search (searchPositions) · query parameter 'location': type narrowed from string to integer",
    ]);
  });

  it('reports a renamed optional parameter once as removed and once as added, both optional', () => {
    const before = contract({
      parameters: [{ name: 'query', in: 'query', schema: { type: 'string' } }],
    });
    const after = contract({
      parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }],
    });
    expect(lines(compareContracts(before, after))).toEqual([
      "BREAKING  GET /api/pcsx/search (searchPositions) · query parameter 'query': removed (was optional)",
      "SAFE  GET /api/pcsx/search (searchPositions) · query parameter 'q': new optional parameter",
    ]);
    const required = { in: 'query', required: true, schema: { type: 'string' } };
    const renamedRequired = compareContracts(
      contract({ parameters: [{ name: 'query', ...required }] }),
      contract({ parameters: [{ name: 'q', ...required }] }),
    );
    expect(renamedRequired.changes.map((change) => change.message)).toEqual([
      'removed (was required)',
      'new required parameter',
    ]);
    expect(renamedRequired.breaking).toHaveLength(2);
  });

  it('calls every narrowing of a request field breaking and every widening safe', () => {
    const narrowed = contract({
      body: {
        type: 'object',
        required: ['title', 'kind', 'priority'],
        properties: {
          title: { type: 'string', maxLength: 40, pattern: '^[A-Z]' },
          kind: { type: 'string', enum: ['full'] },
          count: { type: 'string', minimum: 1 },
          priority: { type: 'integer', maximum: 5 },
        },
      },
    });
    expect(
      compareContracts(contract(), narrowed).changes.map(({ level, location, message }) => [
        level,
        location,
        message,
      ]),
    ).toEqual([
      ['breaking', "request body field 'title'", 'maxLength lowered from 80 to 40'],
      ['breaking', "request body field 'title'", 'pattern ^[A-Z] set'],
      ['breaking', "request body field 'kind'", 'became required'],
      ['breaking', "request body field 'kind'", "value 'part' removed"],
      ['breaking', "request body field 'count'", 'type narrowed from integer to string'],
      ['breaking', "request body field 'priority'", 'new required field'],
    ]);
    const widened = contract({
      body: {
        type: 'object',
        required: [],
        properties: {
          title: { type: ['string', 'null'], maxLength: 200 },
          kind: { type: 'string', enum: ['full', 'part', 'temp'] },
          count: { type: 'number', minimum: 0 },
          note: { type: 'string' },
        },
      },
    });
    const result = compareContracts(contract(), widened);
    expect(result.breaking).toEqual([]);
    expect(result.potentiallyBreaking).toEqual([]);
    expect(result.safe.map((change) => change.message)).toEqual([
      'became optional',
      'type widened from string to string or null',
      'maxLength raised from 80 to 200',
      "value 'temp' added",
      'type widened from integer to number',
      'minimum lowered from 1 to 0',
      'new optional field',
    ]);
  });

  it('judges response changes from the reader: new enum values potentially breaking, removed fields by whether they were required', () => {
    const after = contract({
      answer: {
        type: 'object',
        required: ['status'],
        properties: {
          status: { type: ['string', 'null'], enum: ['open', 'closed', 'archived'] },
          extra: { type: 'string' },
        },
      },
    });
    const result = compareContracts(contract(), after);
    const search = result.changes
      .filter((change) => change.operation?.operationId === 'searchPositions')
      .map(({ level, location, message }) => [level, location, message]);
    expect(search).toEqual([
      ['breaking', "response 200 field 'id'", 'removed (was required)'],
      ['breaking', "response 200 field 'status'", 'type widened from string to string or null'],
      ['potentially-breaking', "response 200 field 'status'", "value 'archived' added"],
      ['potentially-breaking', "response 200 field 'note'", 'removed (was optional)'],
      ['safe', "response 200 field 'extra'", 'new optional field'],
    ]);
    // The schema is shared through $ref: both operations that answer it are named.
    expect(
      result.changes.filter((change) => change.operation?.operationId === 'createItem'),
    ).toHaveLength(5);
    expect(result.changes.every((change) => change.operation && change.location)).toBe(true);
  });

  it('calls a response field that may now be missing breaking and a removed enum value in a response safe', () => {
    const after = contract({
      answer: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'string' },
          status: { type: 'string', enum: ['open'] },
          note: { type: 'string' },
        },
      },
    });
    const search = compareContracts(contract(), after).changes.filter(
      (change) => change.operation?.operationId === 'searchPositions',
    );
    expect(search.map(formatChange)).toEqual([
      "BREAKING  GET /api/pcsx/search (searchPositions) · response 200 field 'status': became optional: it may be missing",
      "SAFE  GET /api/pcsx/search (searchPositions) · response 200 field 'status': value 'closed' removed",
    ]);
  });

  it('calls closing a request object potentially breaking and closing an answer nothing to report', () => {
    const closed = (schema: Schema) => ({ ...schema, additionalProperties: false });
    const before = contract();
    const answer = { allOf: [before.components.schemas.Item], unevaluatedProperties: false };
    const after = contract({ body: closed(withField('size', { type: 'integer' })), answer });
    expect(lines(compareContracts(before, after))).toEqual([
      'POTENTIALLY BREAKING  POST /api/pcsx/items (createItem) · request body: object closed: fields the contract does not list are rejected',
      "SAFE  POST /api/pcsx/items (createItem) · request body field 'size': new optional field",
    ]);
  });

  it('calls a security requirement that old credentials no longer meet breaking', () => {
    const secured = (before: unknown[], after: unknown[]) => {
      const [one, other] = [contract(), contract()];
      return compareContracts({ ...one, security: before }, { ...other, security: after });
    };
    expect(lines(secured([{}], [{ sessionCookie: [] }]))).toEqual([
      'BREAKING  GET /api/pcsx/search (searchPositions) · security: calls with no credentials are no longer enough: it needs sessionCookie',
      'BREAKING  POST /api/pcsx/items (createItem) · security: calls with no credentials are no longer enough: it needs sessionCookie',
    ]);
    expect(lines(secured([{ sessionCookie: [] }], [{ sessionCookie: [] }, {}]))).toEqual([
      'SAFE  GET /api/pcsx/search (searchPositions) · security: now also accepts calls with no credentials',
      'SAFE  POST /api/pcsx/items (createItem) · security: now also accepts calls with no credentials',
    ]);
  });

  it('keeps the library verdict, named by operation, for what its own checks do not judge', () => {
    const before = contract({ body: withField('size', { type: 'integer', multipleOf: 2 }) });
    const after = contract({ body: withField('size', { type: 'integer', multipleOf: 4 }) });
    expect(lines(compareContracts(before, after))).toEqual([
      "BREAKING  POST /api/pcsx/items (createItem) · request body field 'size': multipleOf changed from 2 to 4",
    ]);
    const style = (value: string) =>
      contract({
        parameters: [{ name: 'location', in: 'query', style: value, schema: { type: 'string' } }],
      });
    expect(lines(compareContracts(style('form'), style('deepObject')))).toEqual([
      "BREAKING  GET /api/pcsx/search (searchPositions) · query parameter 'location': style changed from form to deepObject",
    ]);
  });

  it('sees no change in a renamed path parameter: the URL stays the same', () => {
    const item = (name: string) => {
      const document = contract();
      const { post } = document.paths['/api/pcsx/items'];
      const parameter = { name, in: 'path', required: true, schema: { type: 'integer' } };
      return {
        ...document,
        paths: { [`/api/pcsx/items/{${name}}`]: { post: { ...post, parameters: [parameter] } } },
      };
    };
    expect(compareContracts(item('id'), item('itemId')).changes).toEqual([]);
  });

  it('calls a removed operation breaking and a new one safe', () => {
    const before = contract();
    const after = contract();
    const { post } = after.paths['/api/pcsx/items'];
    const renamed = {
      ...after,
      paths: { '/api/pcsx/search': after.paths['/api/pcsx/search'], '/api/pcsx/things': { post } },
    };
    expect(lines(compareContracts(before, renamed))).toEqual([
      'BREAKING  POST /api/pcsx/items (createItem) · operation: removed',
      'SAFE  POST /api/pcsx/things (createItem) · operation: new operation',
    ]);
  });
});

describe('contract diff: the version rule', () => {
  const removedField = {
    answer: { type: 'object', required: ['status'], properties: { status: { type: 'string' } } },
  };

  it('fails a breaking change without a new major and says which version to set', () => {
    const result = compareContracts(
      contract({ version: '2.4.1' }),
      contract({ version: '2.5.0', ...removedField }),
    );
    expect(result.isNewMajor).toBe(false);
    const { exitCode, message } = verdict(result, 'v2.4.1');
    expect(exitCode).toBe(1);
    expect(message).toContain('against v2.4.1');
    expect(message).toContain('set info.version in openapi/pcsx.yaml to 3.0.0');
    expect(majorOf('12.3.4')).toBe(12);
    expect(majorOf(undefined)).toBeNaN();
  });

  it('passes a breaking change with a new major, and any contract without breaking changes', () => {
    const major = compareContracts(
      contract({ version: '2.4.1' }),
      contract({ version: '3.0.0', ...removedField }),
    );
    expect(major.breaking.length).toBeGreaterThan(0);
    expect(verdict(major, 'v2.4.1').exitCode).toBe(0);
    expect(verdict(compareContracts(contract(), contract()), 'HEAD~1').exitCode).toBe(0);
  });
});

describe('contract diff: the changelog', () => {
  it('groups changes by level, then by operation', () => {
    const after = contract({
      version: '3.0.0',
      parameters: [{ name: 'location', in: 'query', schema: { type: 'integer' } }],
      answer: {
        type: 'object',
        required: ['id', 'status'],
        properties: {
          id: { type: 'string' },
          status: { type: 'string', enum: ['open', 'closed', 'archived'] },
          note: { type: 'string' },
        },
      },
    });
    expect(formatChangelog(compareContracts(contract(), after), 'v2.0.0')).toBe(
      [
        '# Contract changes: 2.0.0 → 3.0.0',
        '',
        'Compared with v2.0.0. 1 breaking, 2 potentially breaking, 0 safe; 1 documentation-only change not listed.',
        '',
        '## Breaking',
        '',
        '### `GET /api/pcsx/search (searchPositions)`',
        '',
        "- query parameter 'location': type narrowed from string to integer",
        '',
        '## Potentially breaking',
        '',
        '### `GET /api/pcsx/search (searchPositions)`',
        '',
        "- response 200 field 'status': value 'archived' added",
        '',
        '### `POST /api/pcsx/items (createItem)`',
        '',
        "- response 201 field 'status': value 'archived' added",
        '',
      ].join('\n'),
    );
  });
});

describe('contract diff: choosing the base', () => {
  let root = '';
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const commit = (text: string, message: string) => {
    writeFileSync(join(root, 'contract.yaml'), text);
    git('add', 'contract.yaml');
    git('commit', '-q', '-m', message);
  };
  const base = (env: Record<string, string> = {}) =>
    selectBase({ root, contractPath: 'contract.yaml', env });
  const repository = () => {
    root = mkdtempSync(join(tmpdir(), 'contract-base-'));
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'dev@example.com');
    git('config', 'user.name', 'Dev');
    git('config', 'commit.gpgsign', 'false');
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('walks from the only commit to the previous commit, uncommitted changes, a branch and a tag', () => {
    repository();
    commit('a: 1\n', 'first');
    expect(base()).toEqual({
      ref: null,
      reason: 'HEAD is the only commit and no release tag exists',
    });
    commit('a: 2\n', 'second');
    expect(base().ref).toBe('HEAD~1');
    writeFileSync(join(root, 'contract.yaml'), 'a: 3\n');
    expect(base().ref).toBe('HEAD');
    git('checkout', '-q', '-b', 'feature');
    commit('a: 3\n', 'third');
    const mainHead = git('rev-parse', 'main').trim();
    expect(base()).toEqual({
      ref: mainHead.slice(0, 12),
      reason:
        'the merge-base of HEAD with main, as no release tag is reachable and HEAD is on another branch',
    });
    git('checkout', '-q', 'main');
    git('tag', 'v2.0.0', 'HEAD~1');
    expect(base()).toEqual({ ref: 'v2.0.0', reason: 'the newest release tag reachable from HEAD' });
    expect(base({ CONTRACT_BASE: 'HEAD' }).ref).toBe('HEAD');
  });

  it('says a shallow clone has no base', () => {
    repository();
    commit('a: 1\n', 'first');
    commit('a: 2\n', 'second');
    const origin = root;
    root = mkdtempSync(join(tmpdir(), 'contract-shallow-'));
    git('clone', '-q', '--depth', '1', `file://${origin}`, '.');
    expect(base().ref).toBeNull();
    expect(base().reason).toContain('shallow clone');
    rmSync(origin, { recursive: true, force: true });
  });
});

describe('contract diff: the commands', () => {
  let root = '';
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const write = (document: unknown) =>
    writeFileSync(join(root, 'openapi/pcsx.yaml'), stringify(document));
  const run = (...args: string[]) =>
    spawnSync('node', ['scripts/contract-diff.mjs', ...args], { cwd: root, encoding: 'utf8' });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('skips a single commit saying why, fails a breaking change and writes the changelog', () => {
    // A repository of its own with the script, so that its history is the test's.
    root = mkdtempSync(join(tmpdir(), 'contract-commands-'));
    mkdirSync(join(root, 'scripts'));
    mkdirSync(join(root, 'openapi'));
    copyFileSync(resolve('scripts/contract-diff.mjs'), join(root, 'scripts/contract-diff.mjs'));
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'dev@example.com');
    git('config', 'user.name', 'Dev');
    git('config', 'commit.gpgsign', 'false');
    writeFileSync(join(root, '.gitignore'), 'node_modules\n');
    write(contract());
    git('add', '.');
    git('commit', '-q', '-m', 'first');

    const single = run();
    expect(single.status).toBe(0);
    expect(single.stdout).toContain(
      'Contract diff skipped: no base to compare with, because HEAD is the only commit and no release tag exists.',
    );

    git('commit', '-q', '--allow-empty', '-m', 'second');
    const narrowed = [{ name: 'location', in: 'query', schema: { type: 'integer' } }];
    write(contract({ parameters: narrowed }));
    const breaking = run();
    expect(breaking.status).toBe(1);
    expect(breaking.stdout).toContain(
      'Base: HEAD, the last commit, as no release tag is reachable and the working tree has uncommitted contract changes.',
    );
    expect(breaking.stdout).toContain(
      "BREAKING  GET /api/pcsx/search (searchPositions) · query parameter 'location': type narrowed from string to integer",
    );
    expect(breaking.stderr).toContain('set info.version in openapi/pcsx.yaml to 3.0.0');

    write(contract({ version: '3.0.0', parameters: narrowed }));
    expect(run().status).toBe(0);
    expect(run('--changelog', '--out', 'changes.md').status).toBe(0);
    expect(readFileSync(join(root, 'changes.md'), 'utf8')).toContain(
      "## Breaking\n\n### `GET /api/pcsx/search (searchPositions)`\n\n- query parameter 'location': type narrowed from string to integer\n",
    );
  });
});
