// @ts-check
// A DOCX is a zip. mammoth's own unzipping (JSZip) unpacks a part whole, whatever size the zip
// declares for it: a 1 MB part claiming 1,000 bytes unpacks to a gigabyte, in buffers the worker's
// heap limit does not cover. This reader hands mammoth each part it asks for, unpacked by zlib with
// the output capped at the size the zip's directory declares, every declared size charged to a
// budget first.
import { inflateRawSync } from 'node:zlib';

/**
 * @typedef {import('./unpack-budget.mjs').UnpackBudget} UnpackBudget
 * @typedef {{ method: number; compressedSize: number; size: number; localHeader: number }} ZipEntry
 * @typedef {{
 *   exists: (name: string) => boolean;
 *   read: (name: string, encoding?: string) => Promise<string | Uint8Array>;
 * }} ZipFile
 */

const END_RECORD = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** General-purpose flag bits: the entry is encrypted; its name is UTF-8 (else code page 437). */
const ENCRYPTED = 0x1;
const UTF8_NAME = 0x800;

class DamagedZipError extends Error {
  /** @override */
  name = 'DamagedZipError';
}

/**
 * The entries a zip's central directory lists, by name. A ZIP64 zip (sizes or offsets past
 * 4 GB, marked 0xffffffff) needs no reading of its own: such a size is past any budget, such an
 * offset past the file.
 * @param {Uint8Array} zip
 * @returns {Map<string, ZipEntry>}
 */
const directoryOf = (zip) => {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  // The end record is 22 bytes plus a comment of at most 65,535.
  const lowest = Math.max(0, zip.byteLength - 22 - 0xffff);
  let end = zip.byteLength - 22;
  while (end >= lowest && view.getUint32(end, true) !== END_RECORD) end -= 1;
  if (end < lowest) throw new DamagedZipError('No zip directory');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  /** @type {Map<string, ZipEntry>} */
  const entries = new Map();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) {
      throw new DamagedZipError('Truncated zip directory');
    }
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const nameBytes = zip.subarray(at + 46, at + 46 + nameLength);
    const name = Buffer.from(nameBytes).toString(flags & UTF8_NAME ? 'utf8' : 'latin1');
    if (flags & ENCRYPTED) throw new DamagedZipError(`${name} is encrypted`);
    entries.set(name, {
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localHeader: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
};

/**
 * One entry's bytes, never more than its declared size, which is charged to the budget first.
 * @param {Uint8Array} zip
 * @param {ZipEntry} entry
 * @param {UnpackBudget} budget
 * @returns {Uint8Array}
 */
const unpack = (zip, entry, budget) => {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const header = entry.localHeader;
  if (header + 30 > zip.byteLength || view.getUint32(header, true) !== LOCAL_HEADER) {
    throw new DamagedZipError('Missing local header');
  }
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  if (start + entry.compressedSize > zip.byteLength) throw new DamagedZipError('Truncated entry');
  const data = zip.subarray(start, start + entry.compressedSize);
  budget.take(entry.size);
  /** @type {Uint8Array} */
  let bytes;
  if (entry.method === STORED) bytes = data;
  else if (entry.method !== DEFLATED) throw new DamagedZipError('Unknown compression');
  else if (entry.size === 0) bytes = new Uint8Array(0);
  // zlib stops, and throws, as soon as the output passes the declared size.
  else bytes = inflateRawSync(data, { maxOutputLength: entry.size });
  if (bytes.length !== entry.size) throw new DamagedZipError('Size differs from the directory');
  return bytes;
};

/**
 * A DOCX's parts, as mammoth reads them (its `file` input: `exists` and `read`), each unpacked
 * only when asked for and within `budget`. A zip without a directory → `DamagedZipError`.
 * @param {Uint8Array} zip
 * @param {UnpackBudget} budget
 * @returns {ZipFile}
 */
export const openDocxZip = (zip, budget) => {
  const entries = directoryOf(zip);
  return {
    exists: (name) => entries.has(name),
    read: async (name, encoding) => {
      const entry = entries.get(name);
      if (entry === undefined) throw new DamagedZipError(`No ${name} in the zip`);
      const bytes = unpack(zip, entry, budget);
      if (encoding === 'base64') return Buffer.from(bytes).toString('base64');
      return encoding === undefined ? bytes : new TextDecoder(encoding).decode(bytes);
    },
  };
};
