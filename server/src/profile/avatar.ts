import { randomBytes } from 'node:crypto';
import {
  decodeUploadedImage,
  readImageDataUrl,
  unreadableImage,
  type UploadedImage,
} from '../lib/image-data-url';

/** Largest stored avatar: the app uploads a cropped 400×400 image, far below this. */
export const MAX_AVATAR_BYTES = 512 * 1024;

/** Public path prefix of avatar images; the app prefixes it with the static content host. */
export const AVATAR_PATH_PREFIX = '/avatars/';

/** A stored avatar is at most this many pixels wide and high: twice what the app shows. */
export const AVATAR_SIZE = 512;

/**
 * An avatar upload (at most 512 KB, see {@link readImageDataUrl}), decoded and stored as an image
 * of our own making: WebP of at most 512 × 512 pixels, turned the way it is shown, without its
 * metadata, so no byte of the upload is served as it came. One that does not decode (or has more
 * than 50 million pixels) → 422.
 */
export const readAvatarImage = async (dataUrl: string, field: string): Promise<UploadedImage> => {
  const upload = readImageDataUrl(dataUrl, field, {
    maxBytes: MAX_AVATAR_BYTES,
    tooLargeMessage: 'server.images.avatarTooLarge',
  });
  try {
    const content = await decodeUploadedImage(upload.content)
      .autoOrient()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { contentType: 'image/webp', extension: 'webp', content };
  } catch {
    throw unreadableImage(field);
  }
};

/** A new, unguessable file name for every stored image, so a changed avatar has a new address. */
export const newAvatarFileName = (extension: string): string =>
  `${randomBytes(12).toString('base64url')}.${extension}`;

/** `/avatars/<name>` → `<name>` when it is the shape of a stored avatar's name. */
export const avatarFileNameOf = (name: string): string | null =>
  /^[A-Za-z0-9_-]{16}\.(png|jpg|webp)$/.test(name) ? name : null;
