import type { DraftApplication } from '@generated/api/models';

/** A draft is open while its position's archived_at is below 0, closed once above it. */
export const isDraftOpen = (draft: DraftApplication): boolean => draft.position.archived_at < 0;
export const isDraftClosed = (draft: DraftApplication): boolean => draft.position.archived_at > 0;
