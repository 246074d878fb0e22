import { beforeEach, describe, expect, it } from 'vitest';
import { pinnedFirst, readPinned, togglePinned, writePinned } from './pinned-loans';

describe('pinned loans (spec 000 §2, §9)', () => {
  beforeEach(() => window.localStorage.clear());

  it('pins at most five, a sixth drops the oldest', () => {
    let pinned: string[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) pinned = togglePinned(pinned, id);
    expect(pinned).toEqual(['b', 'c', 'd', 'e', 'f']);
  });

  it('unpins a pinned loan', () => {
    expect(togglePinned(['a', 'b'], 'a')).toEqual(['b']);
  });

  it("is kept in local storage under 'checked-loans'", () => {
    writePinned(['x', 'y']);
    expect(JSON.parse(window.localStorage.getItem('checked-loans') ?? 'null')).toEqual(['x', 'y']);
    expect(readPinned()).toEqual(['x', 'y']);
  });

  it('ignores a damaged stored value', () => {
    window.localStorage.setItem('checked-loans', '{not json');
    expect(readPinned()).toEqual([]);
  });

  it('puts pinned rows first in pin order, keeping the rest in order', () => {
    expect(pinnedFirst(['r1', 'r2', 'r3', 'r4'], (row) => row, ['r4', 'r2'])).toEqual([
      'r4',
      'r2',
      'r1',
      'r3',
    ]);
  });
});
