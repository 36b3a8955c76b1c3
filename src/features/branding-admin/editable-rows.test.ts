import { describe, expect, it } from 'vitest';
import { moveRow } from './editable-rows';

describe('moveRow', () => {
  it('swaps a row with its neighbour up or down', () => {
    expect(moveRow(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list as it is at either end, as a copy', () => {
    const rows = ['a', 'b'];
    const movedUp = moveRow(rows, 0, -1);
    expect(movedUp).toEqual(['a', 'b']);
    expect(movedUp).not.toBe(rows);
    expect(moveRow(rows, 1, 1)).toEqual(['a', 'b']);
  });
});
