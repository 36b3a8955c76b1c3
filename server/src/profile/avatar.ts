import { randomBytes } from 'node:crypto';
import { readImageDataUrl, type UploadedImage } from '../lib/image-data-url';

/** Largest stored avatar: the app uploads a cropped 400×400 image, far below this. */
export const MAX_AVATAR_BYTES = 512 * 1024;

/** Public path prefix of avatar images; the app prefixes it with the static content host. */
export const AVATAR_PATH_PREFIX = '/avatars/';

/** An avatar upload: at most 512 KB (see {@link readImageDataUrl}). */
export const readAvatarImage = (dataUrl: string, field: string): UploadedImage =>
  readImageDataUrl(dataUrl, field, {
    maxBytes: MAX_AVATAR_BYTES,
    tooLargeMessage: 'server.images.avatarTooLarge',
  });

/** A new, unguessable file name for every stored image, so a changed avatar has a new address. */
export const newAvatarFileName = (extension: string): string =>
  `${randomBytes(12).toString('base64url')}.${extension}`;

/** `/avatars/<name>` → `<name>` when it is the shape of a stored avatar's name. */
export const avatarFileNameOf = (name: string): string | null =>
  /^[A-Za-z0-9_-]{16}\.(png|jpg|webp)$/.test(name) ? name : null;
