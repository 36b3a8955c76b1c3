import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts of the build are compressed already. */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Below this size the encoding headers cost about what compression saves. */
export const MIN_COMPRESSED_BYTES = 1024;
/** For builds without compressed copies: quick enough for a first request, still small. */
const RUNTIME_BROTLI_QUALITY = 5;

export type Encoding = 'br' | 'gzip';

export interface CompressedAsset {
  body: Buffer;
  encoding: Encoding;
  contentType: string;
}

interface Variants {
  mtimeMs: number;
  br: Buffer;
  gzip: Buffer;
}

/** The best encoding the client accepts (`q=0` refuses one), or null for identity. */
export const preferredEncoding = (acceptEncoding: string | undefined): Encoding | null => {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const quality = parameters
      .map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    accepted.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
};

/**
 * Brotli and gzip copies of the build's text files: the build writes them next to each file
 * (`.br`, `.gz`); for a build without them they are made once, at a fast level, in the thread
 * pool. Kept in memory: the app's text files are a few MB at most.
 */
export class CompressedAssets {
  private readonly variants = new Map<string, Promise<Variants | null>>();

  constructor(private readonly root: string) {}

  static isCompressible(file: string): boolean {
    return extname(file) in TEXT_TYPES;
  }

  /** The file (relative to the build root) in the encoding the client prefers, or null. */
  async get(file: string, acceptEncoding: string | undefined): Promise<CompressedAsset | null> {
    const contentType = TEXT_TYPES[extname(file)];
    const encoding = preferredEncoding(acceptEncoding);
    if (contentType === undefined || encoding === null) return null;
    const variants = await this.variantsOf(file);
    return variants ? { body: variants[encoding], encoding, contentType } : null;
  }

  private async variantsOf(file: string): Promise<Variants | null> {
    const path = join(this.root, file);
    const { mtimeMs, size } = await stat(path);
    if (size < MIN_COMPRESSED_BYTES) return null;
    const cached = this.variants.get(file);
    if (cached) {
      const variants = await cached;
      if (variants === null || variants.mtimeMs === mtimeMs) return variants;
    }
    const made = CompressedAssets.prebuilt(path, mtimeMs).then(
      async (prebuilt) => prebuilt ?? CompressedAssets.compress(path, mtimeMs),
    );
    this.variants.set(file, made);
    return made;
  }

  /** The build's own copies, when both exist and are not older than the file. */
  private static async prebuilt(path: string, mtimeMs: number): Promise<Variants | null> {
    try {
      const [brStat, gzipStat] = await Promise.all([stat(`${path}.br`), stat(`${path}.gz`)]);
      if (brStat.mtimeMs < mtimeMs || gzipStat.mtimeMs < mtimeMs) return null;
      const [br, gzipped] = await Promise.all([readFile(`${path}.br`), readFile(`${path}.gz`)]);
      return { mtimeMs, br, gzip: gzipped };
    } catch {
      return null;
    }
  }

  private static async compress(path: string, mtimeMs: number): Promise<Variants> {
    const content = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: RUNTIME_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 6 }),
    ]);
    return { mtimeMs, br, gzip: gzipped };
  }
}
