import { readdir, readFile, stat } from 'node:fs/promises';
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
const MIN_BYTES = 1024;

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
 * Brotli and gzip copies of the build's text files, made once per file version (in the thread
 * pool, so the event loop keeps serving) and kept in memory: the build is a few hundred KB.
 */
export class CompressedAssets {
  private readonly variants = new Map<string, Promise<Variants | null>>();

  constructor(private readonly root: string) {}

  static isCompressible(file: string): boolean {
    return extname(file) in TEXT_TYPES;
  }

  /** Compresses every text file under `assets/` ahead of the first visitor. */
  async warm(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(join(this.root, 'assets'));
    } catch {
      return;
    }
    await Promise.all(
      names
        .filter((name) => CompressedAssets.isCompressible(name))
        .map((name) => this.variantsOf(`assets/${name}`)),
    );
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
    if (size < MIN_BYTES) return null;
    const cached = this.variants.get(file);
    if (cached) {
      const variants = await cached;
      if (variants === null || variants.mtimeMs === mtimeMs) return variants;
    }
    const made = (async (): Promise<Variants | null> => {
      const content = await readFile(path);
      const [br, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      return { mtimeMs, br, gzip: gzipped };
    })();
    this.variants.set(file, made);
    return made;
  }
}
