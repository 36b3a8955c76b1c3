import sharp, { type Sharp } from 'sharp';
import {
  fieldFailed,
  payloadTooLarge,
  unsupportedMediaType,
  validationFailed,
} from '../http/errors';
import type { MessageId } from '../i18n/messages';
import { decodeDataUrl } from './data-url';

/** A decompression bomb (a small file of enormous dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/** An uploaded image, its type judged by its bytes. */
export interface UploadedImage {
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
  limit: { maxBytes: number; tooLargeMessage: MessageId },
): UploadedImage => {
  const decoded = decodeDataUrl(dataUrl);
  if (!decoded || decoded.content.length === 0) {
    throw validationFailed('server.upload.failed', [
      { name: field, message: 'server.images.undecodable' },
    ]);
  }
  if (decoded.content.length > limit.maxBytes) throw payloadTooLarge(limit.tooLargeMessage);
  const type = IMAGE_TYPES.find((candidate) => candidate.matches(decoded.content));
  if (!type) throw unsupportedMediaType('server.images.wrongType');
  return { contentType: type.contentType, extension: type.extension, content: decoded.content };
};

/**
 * sharp, set to decode an uploaded image: one of more than 50 million pixels (by its header)
 * fails before any pixel is decoded, as does anything that is not a whole image.
 */
export const decodeUploadedImage = (content: Buffer): Sharp =>
  sharp(content, { limitInputPixels: MAX_INPUT_PIXELS });

/** The 422 for an uploaded image that {@link decodeUploadedImage} cannot decode. */
export const unreadableImage = (field: string) => fieldFailed(field, 'server.images.unreadable');
