import { describe, expect, it } from 'vitest';
import { closingClockColor, dueDateColor, greetingFor, matchesDueFilter } from './time-rules';

const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);
const now = at(2026, 3, 10, 12, 0);

describe('due-date colour (000 §4)', () => {
  it('green if the date is in the future', () => {
    expect(dueDateColor(epoch(at(2026, 3, 11, 9)), 'new', now)).toBe('green');
  });
  it('green for a final state even when overdue', () => {
    expect(dueDateColor(epoch(at(2026, 3, 1)), 'accepted', now)).toBe('green');
    expect(dueDateColor(epoch(at(2026, 3, 1)), 'done', now)).toBe('green');
  });
  it('yellow if due today (earlier or later today)', () => {
    expect(dueDateColor(epoch(at(2026, 3, 10, 8)), 'new', now)).toBe('yellow');
    expect(dueDateColor(epoch(at(2026, 3, 10, 23)), 'sent', now)).toBe('yellow');
  });
  it('gray if paused and overdue', () => {
    expect(dueDateColor(epoch(at(2026, 3, 9)), 'paused', now)).toBe('gray');
  });
  it('red otherwise', () => {
    expect(dueDateColor(epoch(at(2026, 3, 9, 23, 59)), 'new', now)).toBe('red');
  });
});

describe('closing clock colour (000 §2)', () => {
  it('red in the past, yellow within one day, green beyond', () => {
    expect(closingClockColor(epoch(now) - 1, now)).toBe('red');
    expect(closingClockColor(epoch(now) + 3600, now)).toBe('yellow');
    expect(closingClockColor(epoch(now) + 86_400, now)).toBe('yellow');
    expect(closingClockColor(epoch(now) + 86_401, now)).toBe('green');
    expect(closingClockColor(null, now)).toBe('gray');
  });
});

describe('greeting by hour (000 §2)', () => {
  it.each([
    [4, 59, 'evening'],
    [5, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [16, 59, 'afternoon'],
    [17, 0, 'evening'],
    [0, 0, 'evening'],
  ] as const)('%i:%i is %s', (hour, minute, expected) => {
    expect(greetingFor(at(2026, 3, 10, hour, minute))).toBe(expected);
  });
});

describe('due filter (002 §2.7)', () => {
  it('today, tomorrow, week, month', () => {
    expect(matchesDueFilter(epoch(at(2026, 3, 10, 18)), 'today', now)).toBe(true);
    expect(matchesDueFilter(epoch(at(2026, 3, 11, 1)), 'tomorrow', now)).toBe(true);
    expect(matchesDueFilter(epoch(at(2026, 3, 16)), 'week', now)).toBe(true);
    expect(matchesDueFilter(epoch(at(2026, 3, 17)), 'week', now)).toBe(false);
    expect(matchesDueFilter(null, 'all', now)).toBe(true);
  });
});
