/** For files whose address changes with their content: a cached copy never goes stale. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
