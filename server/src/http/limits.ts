/** Largest accepted upload (signed offer letters, resumes). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_MESSAGE = 'The file is larger than the 10 MB limit.';
