import { randomBytes } from 'node:crypto';
import { payloadTooLarge, unsupportedMediaType, validationFailed } from '../http/errors';
import { decodeDataUrl } from '../lib/data-url';

/** Largest stored avatar: the app uploads a cropped 400×400 image, far below this. */
export const MAX_AVATAR_BYTES = 512 * 1024;
export const AVATAR_TOO_LARGE_MESSAGE = 'The image is larger than the 512 KB limit.';
export const AVATAR_TYPE_MESSAGE = 'Upload a PNG, JPEG or WebP image.';
const AVATAR_FAILED_MESSAGE = 'File could not be uploaded';

/** Public path prefix of avatar images; the app prefixes it with the static content host. */
export const AVATAR_PATH_PREFIX = '/avatars/';

export interface AvatarImage {
  contentType: string;
  extension: string;
  content: Buffer;
}

const startsWith = (content: Buffer, offset: number, bytes: Buffer): boolean =>
  content.length >= offset + bytes.length &&
  content.subarray(offset, offset + bytes.length).equals(bytes);

/** The accepted image types, each recognised by its file signature, never by its label. */
const IMAGE_TYPES: readonly {
  contentType: string;
  extension: string;
  matches: (content: Buffer) => boolean;
}[] = [
  {
    contentType: 'image/png',
    extension: 'png',
    matches: (content) =>
      startsWith(content, 0, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    contentType: 'image/jpeg',
    extension: 'jpg',
    matches: (content) => startsWith(content, 0, Buffer.from([0xff, 0xd8, 0xff])),
  },
  {
    contentType: 'image/webp',
    extension: 'webp',
    matches: (content) =>
      startsWith(content, 0, Buffer.from('RIFF', 'ascii')) &&
      startsWith(content, 8, Buffer.from('WEBP', 'ascii')),
  },
];

/**
 * Decodes and checks an uploaded image (a base64 data URL): undecodable or empty → 422, over
 * `maxBytes` → 413 with `tooLargeMessage`, bytes that are not a PNG, JPEG or WebP image → 415.
 */
export const readImageDataUrl = (
  dataUrl: string,
  field: string,
  limit: { maxBytes: number; tooLargeMessage: string },
): AvatarImage => {
  const decoded = decodeDataUrl(dataUrl);
  if (!decoded || decoded.content.length === 0) {
    throw validationFailed(AVATAR_FAILED_MESSAGE, [
      { name: field, message: 'The image could not be decoded.' },
    ]);
  }
  if (decoded.content.length > limit.maxBytes) throw payloadTooLarge(limit.tooLargeMessage);
  const type = IMAGE_TYPES.find((candidate) => candidate.matches(decoded.content));
  if (!type) throw unsupportedMediaType(AVATAR_TYPE_MESSAGE);
  return { contentType: type.contentType, extension: type.extension, content: decoded.content };
};

/** An avatar upload: at most 512 KB (see {@link readImageDataUrl}). */
export const readAvatarImage = (dataUrl: string, field: string): AvatarImage =>
  readImageDataUrl(dataUrl, field, {
    maxBytes: MAX_AVATAR_BYTES,
    tooLargeMessage: AVATAR_TOO_LARGE_MESSAGE,
  });

/** A new, unguessable file name for every stored image, so a changed avatar has a new address. */
export const newAvatarFileName = (extension: string): string =>
  `${randomBytes(12).toString('base64url')}.${extension}`;

/** `/avatars/<name>` → `<name>` when it is the shape of a stored avatar's name. */
export const avatarFileNameOf = (name: string): string | null =>
  /^[A-Za-z0-9_-]{16}\.(png|jpg|webp)$/.test(name) ? name : null;
