import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: session ids, anonymous ids, reset tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string =>
  createHash('sha256').update(value).digest('base64url');

export const hmacSha256 = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('base64url');

/** A token this server could have issued: 43 base64url characters. */
export const looksLikeToken = (value: string | undefined): value is string =>
  value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
