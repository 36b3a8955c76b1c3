// @ts-check
// pdf.js decodes a PDF's compressed streams (Flate, LZW, run-length, predictors…) into buffers of
// its own, outside the reading worker's heap limit and without any size limit: a 1 MB PDF can
// unpack to gigabytes. pdf.js has no option for it, so its worker module (which pdf.js runs in
// this thread under Node) is loaded from a copy in which the two places that take in decoded
// bytes first charge them to an unpacking budget: a decoder growing its output buffer, and a chunk
// arriving from the platform's DecompressionStream.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { UnpackLimitError } from './unpack-budget.mjs';

/** @typedef {import('./unpack-budget.mjs').UnpackBudget} UnpackBudget */

/**
 * The budget of the document being read (a reading worker reads one at a time); none between
 * documents, so decoding left over from a document given up on stops at its next charge.
 * @type {UnpackBudget | undefined}
 */
let currentBudget;

/**
 * Called by the patched pdf.js before it takes in more decoded bytes.
 * @param {number} bytes
 */
export const chargeDecodedBytes = (bytes) => {
  if (currentBudget === undefined) throw new UnpackLimitError('No document is being read.');
  currentBudget.take(bytes);
};

/** pdf.js 5.6 source lines, each found exactly once, and the charge put before it. */
const PATCHES = [
  // DecodeStream.ensureBuffer: every decoder grows its output here.
  {
    line: 'const buffer2 = new Uint8Array(size);',
    charge: 'chargeDecodedBytes(size - buffer.byteLength);',
  },
  // DecodeStream.asyncGetBytesFromDecompressionStream: Flate streams, by the platform's zlib.
  { line: 'totalLength += chunk.byteLength;', charge: 'chargeDecodedBytes(chunk.byteLength);' },
];

const WORKER_MODULE = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

/** pdf.js's display module, its worker module patched; loaded once per thread. */
const loadPatched = async () => {
  let source = await readFile(fileURLToPath(import.meta.resolve(WORKER_MODULE)), 'utf8');
  for (const { line, charge } of PATCHES) {
    const at = source.indexOf(line);
    if (at === -1 || source.indexOf(line, at + 1) !== -1) {
      throw new Error(`pdf.js has changed: "${line}" is no longer found once; update the patch`);
    }
    source = `${source.slice(0, at)}${charge} ${source.slice(at)}`;
  }
  // Its source map's relative address means nothing under a data: URL, and fails the load when
  // source maps are on.
  source = source.replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
  const patched = `import { chargeDecodedBytes } from ${JSON.stringify(import.meta.url)};\n${source}`;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  pdfjs.GlobalWorkerOptions.workerSrc = `data:text/javascript;base64,${Buffer.from(patched).toString('base64')}`;
  return pdfjs;
};

/** @type {ReturnType<typeof loadPatched> | undefined} */
let loading;

/**
 * Runs `read` with pdf.js's `getDocument`, everything pdf.js decodes meanwhile charged to `budget`:
 * past it, decoding throws (pdf.js may carry on without that stream; `budget.exceeded` says the
 * document asked for more).
 * @template T
 * @param {UnpackBudget} budget
 * @param {(getDocument: Awaited<ReturnType<typeof loadPatched>>['getDocument']) => Promise<T>} read
 * @returns {Promise<T>}
 */
export const withCappedPdfjs = async (budget, read) => {
  loading ??= loadPatched();
  const { getDocument } = await loading;
  currentBudget = budget;
  try {
    return await read(getDocument);
  } finally {
    currentBudget = undefined;
  }
};
