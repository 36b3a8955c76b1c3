import { parsePositionId } from './position-id';

describe('parsePositionId', () => {
  it.each([
    ['123', 123],
    ['123-senior-data-engineer', 123],
    [' 42-title', 42],
  ])('reads %s as %i', (raw, id) => {
    expect(parsePositionId(raw)).toBe(id);
  });

  it.each([null, undefined, '', 'abc', '-12', 'title-123', '0', '99999999999999999999'])(
    'treats %s as no id',
    (raw) => {
      expect(parsePositionId(raw)).toBeUndefined();
    },
  );
});
