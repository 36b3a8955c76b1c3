// @ts-check
// Decoding base64 data URLs and recognising files by their first bytes, on the event loop for
// small ones (data-url.ts imports these functions) and in a worker thread for large ones (the
// pool in data-url.ts starts this file). Plain JavaScript so it starts under any runner: a worker
// does not inherit tsx's or vitest's loader. Type-checked all the same, through the JSDoc below.
import { isUtf8 } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * What a file is checked to be, by its content.
 * @typedef {'pdf' | 'docx' | 'doc' | 'utf8-text'} FileKind
 * @typedef {{ dataUrl: string; kind: FileKind | null; maxBytes: number }} DataUrlJob
 * @typedef {{ mediaType: string; content: Buffer; matches: boolean }} DataUrlFile
 */

/** Marks the worker threads of the pool, so importing this file anywhere else does nothing. */
export const DATA_URL_WORKER = 'pcsx-data-url-worker';

/** @param {Uint8Array} content @param {readonly number[]} magic */
const startsWith = (content, magic) => magic.every((byte, index) => content[index] === byte);

/**
 * How each kind of file is recognised by its content (offers check letters with the PDF one).
 * @type {Readonly<Record<FileKind, (content: Buffer) => boolean>>}
 */
export const KIND_MATCHES = {
  // `%PDF-`
  pdf: (content) => startsWith(content, [0x25, 0x50, 0x44, 0x46, 0x2d]),
  // A zip (`PK\x03\x04`), as every Office Open XML document is.
  docx: (content) => startsWith(content, [0x50, 0x4b, 0x03, 0x04]),
  // An OLE compound file, as Word 97–2003 documents are.
  doc: (content) => startsWith(content, [0xd0, 0xcf, 0x11, 0xe0]),
  // Checked natively without decoding: a 10 MB text file is never turned into a string.
  'utf8-text': (content) => !content.includes(0) && isUtf8(content),
};

/**
 * Decodes `data:<type>;base64,<content>`; null when it is not a base64 data URL.
 * @param {string} dataUrl
 * @returns {{ mediaType: string; content: Buffer } | null}
 */
export const decodeBase64DataUrl = (dataUrl) => {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const [, mediaType = '', encoded = ''] = match;
  // Line breaks are rare (data URLs from browsers have none): only then is the text copied.
  const compact = /\s/.test(encoded) ? encoded.replace(/\s+/g, '') : encoded;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) return null;
  return { mediaType: mediaType.toLowerCase(), content: Buffer.from(compact, 'base64') };
};

/**
 * Decodes a data URL and says whether its content is a file of `kind` (false for no kind, and
 * unchecked for an empty file or one over `maxBytes`, which are refused for that before their
 * kind matters). Null when it is not a base64 data URL.
 * @param {DataUrlJob} job
 * @returns {DataUrlFile | null}
 */
export const readDataUrlFile = ({ dataUrl, kind, maxBytes }) => {
  const decoded = decodeBase64DataUrl(dataUrl);
  if (!decoded) return null;
  const { content } = decoded;
  const checked = kind !== null && content.length > 0 && content.length <= maxBytes;
  return { ...decoded, matches: checked && KIND_MATCHES[kind](content) };
};

/**
 * The bytes of `content` in an ArrayBuffer of their own, which can be transferred rather than
 * copied (a small Buffer shares Node's pool, which cannot be transferred).
 * @param {Buffer} content
 * @returns {Uint8Array<ArrayBuffer>}
 */
const ownBytes = (content) =>
  content.buffer instanceof ArrayBuffer &&
  content.byteOffset === 0 &&
  content.byteLength === content.buffer.byteLength
    ? new Uint8Array(content.buffer)
    : new Uint8Array(content);

// Started by the pool: one job at a time in, its answer back with the bytes transferred.
if (parentPort !== null && workerData === DATA_URL_WORKER) {
  const port = parentPort;
  port.on('message', (/** @type {DataUrlJob} */ job) => {
    const file = readDataUrlFile(job);
    if (file === null) {
      port.postMessage(null);
      return;
    }
    const content = ownBytes(file.content);
    port.postMessage({ ...file, content }, [content.buffer]);
  });
}
