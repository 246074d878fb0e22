// Issue 19 conformance suite: every published case, checked to the cent against the schedule
// preview calculator through the same body schema the API validates with.
import { describe, expect, it } from 'vitest';
import { buildSchedule } from '../schedule';
import {
  schedulePreviewBody,
  scheduleTermsOf,
  scheduleToWire,
  type SchedulePreviewWire,
} from '../schedule-wire';
import type { ConformanceCase } from './case-types';
import { FINERACT_CASES } from './cases-fineract';
import { PUBLISHED_CASES } from './cases-published';

const CASES: ConformanceCase[] = [...FINERACT_CASES, ...PUBLISHED_CASES];
const cents = (text: string) => Math.round(Number(text) * 100);
const money = (total: number) => (total / 100).toFixed(2);

const sumOf = (lines: SchedulePreviewWire['lines'], field: 'interest' | 'principal') =>
  money(lines.reduce((total, line) => total + cents(line[field]), 0));

describe('published schedule cases', () => {
  it('has at least 40 cases, each with a cited source and a figure to check', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
    for (const c of CASES) {
      expect(c.source.length).toBeGreaterThan(20);
      expect(Object.keys(c.expected).length).toBeGreaterThan(0);
    }
  });

  it.each(CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const schedule = scheduleToWire(buildSchedule(scheduleTermsOf(schedulePreviewBody.parse(c.input))));
    const { expected } = c;
    if (expected.payment) expect(schedule.payment).toBe(expected.payment);
    if (expected.total_interest) expect(schedule.total_interest).toBe(expected.total_interest);
    if (expected.lines) {
      expect(schedule.lines.map((l) => [l.due_date, l.principal, l.interest, l.balance])).toEqual(
        expected.lines,
      );
      // Each line's payment is its principal plus its interest.
      for (const line of schedule.lines)
        expect(cents(line.payment)).toBe(cents(line.principal) + cents(line.interest));
    }
    for (const point of expected.points ?? []) {
      const line = schedule.lines[point.number - 1];
      expect(line, `line ${point.number}`).toBeDefined();
      if (point.interest) expect(line?.interest).toBe(point.interest);
      if (point.principal) expect(line?.principal).toBe(point.principal);
      if (point.balance) expect(line?.balance).toBe(point.balance);
    }
    for (const range of expected.ranges ?? []) {
      const lines = schedule.lines.slice(range.from - 1, range.to);
      expect(lines).toHaveLength(range.to - range.from + 1);
      if (range.interest) expect(sumOf(lines, 'interest')).toBe(range.interest);
      if (range.principal) expect(sumOf(lines, 'principal')).toBe(range.principal);
      if (range.balance) expect(lines.at(-1)?.balance).toBe(range.balance);
    }
  });
});
