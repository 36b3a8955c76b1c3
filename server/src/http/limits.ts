/** Largest accepted upload (signed offer letters, resumes). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Largest branding images (see `branding/images.ts`); hero images come as base64 data URLs. */
export const MAX_LOGO_BYTES = 512 * 1024;
export const MAX_HERO_BYTES = 4 * 1024 * 1024;
