import type { DraftApplication } from '@generated/api/models';
import { isDraftClosed, isDraftOpen } from './drafts';

const draft = (archivedAt: number): DraftApplication => ({
  position_id: 1,
  position: { id: 1, name: 'Nurse', locations: [], archived_at: archivedAt },
  updated_at: '2026-05-01T00:00:00Z',
  completion_percent: 40,
});

describe('draft state', () => {
  it('is open below 0 and closed above 0', () => {
    expect(isDraftOpen(draft(-1))).toBe(true);
    expect(isDraftClosed(draft(-1))).toBe(false);
    expect(isDraftOpen(draft(1767225600))).toBe(false);
    expect(isDraftClosed(draft(1767225600))).toBe(true);
  });
});
