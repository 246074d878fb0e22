// Issue 19 conformance suite: every published case in cases.ts, checked to the cent against the
// schedule preview calculator through the same body schema the API validates with.
import { describe, expect, it } from 'vitest';
import { buildSchedule } from '../schedule';
import { schedulePreviewBody, scheduleTermsOf, scheduleToWire } from '../schedule-wire';
import { CONFORMANCE_CASES } from './cases';

describe('published schedule cases', () => {
  it('has its cases, each with a cited source', () => {
    expect(new Set(CONFORMANCE_CASES.map((c) => c.id)).size).toBe(CONFORMANCE_CASES.length);
    for (const c of CONFORMANCE_CASES) expect(c.source.length).toBeGreaterThan(20);
  });

  it.each(CONFORMANCE_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const schedule = scheduleToWire(buildSchedule(scheduleTermsOf(schedulePreviewBody.parse(c.input))));
    if (c.expected.payment) expect(schedule.payment).toBe(c.expected.payment);
    if (c.expected.total_interest) expect(schedule.total_interest).toBe(c.expected.total_interest);
    if (c.expected.lines) {
      expect(schedule.lines.map((l) => [l.due_date, l.principal, l.interest, l.balance])).toEqual(
        c.expected.lines,
      );
      // The published payment of each line is principal + interest; ours must agree.
      for (const line of schedule.lines) {
        expect(Math.round(Number(line.payment) * 100)).toBe(
          Math.round(Number(line.principal) * 100) + Math.round(Number(line.interest) * 100),
        );
      }
    }
    if (c.expected.line) {
      const line = schedule.lines[c.expected.line.number - 1];
      if (c.expected.line.principal) expect(line?.principal).toBe(c.expected.line.principal);
      if (c.expected.line.interest) expect(line?.interest).toBe(c.expected.line.interest);
    }
  });
});
