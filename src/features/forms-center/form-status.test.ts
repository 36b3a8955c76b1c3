import { formDueState, overdueFirst } from './form-status';

const NOW = Date.parse('2026-11-29T12:00:00Z');

describe('form due state', () => {
  test('a form past its due instant and not completed is overdue', () => {
    expect(formDueState({ status: 'open', dueAt: '2026-11-29T11:59:59Z' }, NOW)).toBe('overdue');
    expect(formDueState({ status: 'in_progress', dueAt: '2026-11-01T23:59:00Z' }, NOW)).toBe(
      'overdue',
    );
  });

  test('a form due later, or exactly now, is due, not overdue', () => {
    expect(formDueState({ status: 'open', dueAt: '2026-11-30T00:00:00Z' }, NOW)).toBe('due');
    expect(formDueState({ status: 'open', dueAt: '2026-11-29T12:00:00Z' }, NOW)).toBe('due');
  });

  test('a completed form, a form without a due date and an unreadable date are never overdue', () => {
    expect(formDueState({ status: 'completed', dueAt: '2026-01-01T00:00:00Z' }, NOW)).toBe('none');
    expect(formDueState({ status: 'open', dueAt: null }, NOW)).toBe('none');
    expect(formDueState({ status: 'open', dueAt: 'not a date' }, NOW)).toBe('none');
  });
});

describe('overdue forms first', () => {
  test('overdue forms move to the front, every other form keeps its order', () => {
    const forms = [
      { id: 'due-soon', status: 'open', dueAt: '2026-12-01T00:00:00Z' },
      { id: 'no-date', status: 'open', dueAt: null },
      { id: 'overdue-late', status: 'in_progress', dueAt: '2026-11-20T00:00:00Z' },
      { id: 'done-late', status: 'completed', dueAt: '2026-11-01T00:00:00Z' },
      { id: 'overdue-later', status: 'open', dueAt: '2026-11-28T00:00:00Z' },
    ] as const;
    expect(overdueFirst(forms, NOW).map((form) => form.id)).toEqual([
      'overdue-late',
      'overdue-later',
      'due-soon',
      'no-date',
      'done-late',
    ]);
  });
});
