import { createHash } from 'node:crypto';
import { validationFailed } from '../http/errors';
import { msg } from '../i18n/messages';
import { MAX_HERO_BYTES, MAX_LOGO_BYTES } from '../http/limits';
import {
  decodeUploadedImage,
  readImageDataUrl,
  unreadableImage,
  type UploadedImage,
} from '../lib/image-data-url';

/** Where logo and hero images are served from this site. */
export const BRANDING_ASSET_PATH_PREFIX = '/careers/branding/assets/';

export const MIN_HERO_WIDTH = 320;
/** The copies kept of a hero image, no wider than the original. */
export const HERO_WIDTHS = [480, 768, 1024, 1440, 1920, 2560] as const;
const LARGEST_HERO_WIDTH = 2560;

export interface ImageOriginal {
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

export interface ImageCopy {
  kind: 'logo' | 'hero';
  /** A short hash of the copy's bytes, so a new image never reuses an address. */
  hash: string;
  extension: string;
  contentType: string;
  width: number;
  height: number;
  content: Buffer;
}

export interface ProcessedImage {
  original: ImageOriginal;
  /** Narrowest first. */
  copies: ImageCopy[];
}

const contentHash = (content: Buffer): string =>
  createHash('sha256').update(content).digest('hex').slice(0, 12);

/** Width and height as the image is shown (after its EXIF orientation); 422 when undecodable. */
const displayedSize = async (
  content: Buffer,
  field: string,
): Promise<{ width: number; height: number }> => {
  try {
    const metadata = await decodeUploadedImage(content).metadata();
    return metadata.autoOrient;
  } catch {
    throw unreadableImage(field);
  }
};

const originalOf = async (image: UploadedImage, field: string): Promise<ImageOriginal> => ({
  contentType: image.contentType,
  bytes: image.content.length,
  ...(await displayedSize(image.content, field)),
});

/**
 * A logo upload: PNG, JPEG or WebP of at most 512 KB. Served as sent (a logo is small and may
 * rely on its exact pixels); the file name carries the content's hash.
 */
export const processLogo = async (dataUrl: string, field: string): Promise<ProcessedImage> => {
  const image = readImageDataUrl(dataUrl, field, {
    maxBytes: MAX_LOGO_BYTES,
    tooLargeMessage: 'server.images.logoTooLarge',
  });
  const original = await originalOf(image, field);
  return {
    original,
    copies: [
      {
        kind: 'logo',
        hash: contentHash(image.content),
        extension: image.extension,
        contentType: image.contentType,
        width: original.width,
        height: original.height,
        content: image.content,
      },
    ],
  };
};

/** The widths of a hero image's copies: the standard widths it covers, and its own when narrower. */
export const heroCopyWidths = (originalWidth: number): number[] => {
  const widths: number[] = HERO_WIDTHS.filter((width) => width <= originalWidth);
  if (originalWidth < LARGEST_HERO_WIDTH && !widths.includes(originalWidth)) {
    widths.push(originalWidth);
  }
  return widths;
};

/**
 * A hero upload: PNG, JPEG or WebP of at most 4 MB and at least 320 pixels wide, kept as WebP
 * copies at {@link heroCopyWidths} with the original's aspect ratio.
 */
export const processHeroImage = async (dataUrl: string, field: string): Promise<ProcessedImage> => {
  const image = readImageDataUrl(dataUrl, field, {
    maxBytes: MAX_HERO_BYTES,
    tooLargeMessage: 'server.images.heroTooLarge',
  });
  const original = await originalOf(image, field);
  if (original.width < MIN_HERO_WIDTH) {
    throw validationFailed('server.images.heroTooNarrow', [
      {
        name: field,
        message: msg('server.images.heroWidth', {
          width: original.width,
          minWidth: MIN_HERO_WIDTH,
        }),
      },
    ]);
  }
  const copies: ImageCopy[] = [];
  try {
    for (const width of heroCopyWidths(original.width)) {
      const { data, info } = await decodeUploadedImage(image.content)
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      copies.push({
        kind: 'hero',
        hash: contentHash(data),
        extension: 'webp',
        contentType: 'image/webp',
        width: info.width,
        height: info.height,
        content: data,
      });
    }
  } catch {
    throw unreadableImage(field);
  }
  return { original, copies };
};

/** `hero-<image id>-<hash>-<width>.webp`, `logo-<image id>-<hash>.png`: unique and immutable. */
export const assetFileName = (imageId: number, copy: ImageCopy): string =>
  copy.kind === 'hero'
    ? `hero-${imageId}-${copy.hash}-${copy.width}.${copy.extension}`
    : `logo-${imageId}-${copy.hash}.${copy.extension}`;

export const assetUrl = (fileName: string): string => `${BRANDING_ASSET_PATH_PREFIX}${fileName}`;

/** `<name>` when it has the shape of a stored asset's file name. */
export const assetFileNameOf = (name: string): string | null =>
  /^(?:logo|hero)-\d{1,12}-[0-9a-f]{12}(?:-\d{1,5})?\.(?:png|jpg|webp)$/.test(name) ? name : null;
