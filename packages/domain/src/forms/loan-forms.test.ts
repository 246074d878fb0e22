import { describe, expect, it } from 'vitest';
import {
  addContactSchema,
  archiveSchema,
  clampPaidOffScore,
  fundedDateSchema,
  paidOffSchema,
  withLatePayment,
  defaultLateDays,
} from './loan-forms';
import {
  gfdAcceptSchema,
  recipientsSchema,
  canSendRecipients,
  rejectReasonSchema,
  templatePayloadSchema,
  toTemplatePayload,
} from './document-values';

describe('paid-off payload (001 §5)', () => {
  const base = { paid_off_date: 1_760_000_000, borrower_score: 80 };

  it('clamps the form score to 1..100', () => {
    expect(clampPaidOffScore(0)).toBe(1);
    expect(clampPaidOffScore(-5)).toBe(1);
    expect(clampPaidOffScore(101)).toBe(100);
    expect(clampPaidOffScore(55)).toBe(55);
  });

  it('the server refuses 0 and 101', () => {
    expect(paidOffSchema.safeParse({ ...base, borrower_score: 0 }).success).toBe(false);
    expect(paidOffSchema.safeParse({ ...base, borrower_score: 101 }).success).toBe(false);
    expect(paidOffSchema.safeParse({ ...base, borrower_score: 1 }).success).toBe(true);
    expect(paidOffSchema.safeParse({ ...base, borrower_score: 100 }).success).toBe(true);
  });

  it('late-day buckets 30/60/90 default to 0', () => {
    expect(paidOffSchema.parse(base).late_days).toEqual([
      { late_days: 30, count: 0 },
      { late_days: 60, count: 0 },
      { late_days: 90, count: 0 },
    ]);
    expect(
      paidOffSchema.safeParse({ ...base, is_late_payment: true, late_days: [{ late_days: 45, count: 1 }] })
        .success,
    ).toBe(false);
  });

  it("answering 'No' to late payments resets the buckets to 0", () => {
    const late = [
      { late_days: 30 as const, count: 2 },
      { late_days: 60 as const, count: 1 },
      { late_days: 90 as const, count: 0 },
    ];
    expect(paidOffSchema.parse({ ...base, is_late_payment: true, late_days: late }).late_days[0]).toEqual({
      late_days: 30,
      count: 2,
    });
    expect(
      paidOffSchema
        .parse({ ...base, is_late_payment: false, late_days: late })
        .late_days.every((e) => e.count === 0),
    ).toBe(true);
    const form = withLatePayment({ is_late_payment: true, late_days: late }, false);
    expect(form.late_days).toEqual(defaultLateDays());
  });

  it('the paid date is required', () => {
    expect(paidOffSchema.safeParse({ borrower_score: 50 }).error?.issues[0]).toMatchObject({
      path: ['paid_off_date'],
      message: '* Required',
    });
  });
});

describe('other loan forms', () => {
  it('funded date must be a valid date', () => {
    expect(fundedDateSchema.safeParse('2026-04-01').success).toBe(true);
    expect(fundedDateSchema.safeParse('1760000000').data).toBe(1_760_000_000);
    expect(fundedDateSchema.safeParse('tomorrow').error?.issues[0]?.message).toBe('* Invalid Date');
  });

  it('archive: days a whole number >= 0, default 0', () => {
    expect(archiveSchema.parse({})).toEqual({ days_to_archive: 0 });
    expect(archiveSchema.parse({ days_to_archive: '7', rejection_reason: 'Declined' })).toEqual({
      days_to_archive: 7,
      rejection_reason: 'Declined',
    });
    expect(archiveSchema.safeParse({ days_to_archive: -1 }).success).toBe(false);
    expect(archiveSchema.safeParse({ days_to_archive: 1.5 }).success).toBe(false);
  });

  it('good faith deposit: amount within the limit and a valid date', () => {
    expect(
      gfdAcceptSchema.safeParse({ deposit_amount: 15_000_001, deposit_date: 1_760_000_000 }).error?.issues[0]
        ?.message,
    ).toBe('* Limit $15,000,000');
    expect(
      gfdAcceptSchema.safeParse({ deposit_amount: 25_000, deposit_date: 'x' }).error?.issues[0]?.message,
    ).toBe('* Invalid Date');
    expect(gfdAcceptSchema.parse({ deposit_amount: '25,000', deposit_date: 1_760_000_000 })).toEqual({
      deposit_amount: 25000,
      deposit_date: 1_760_000_000,
    });
  });

  it('add contact requires first_name, last_name, email and contact_type', () => {
    const messages = addContactSchema
      .safeParse({})
      .error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(messages).toEqual([
      'first_name: First name is required',
      'last_name: Last name is required',
      'email: Email is required',
      'contact_type: * Required',
    ]);
  });

  it('recipients need a name and an email; reject reason must not be blank', () => {
    expect(canSendRecipients([])).toBe(false);
    expect(canSendRecipients([{ name: 'A', email: ' ' }])).toBe(false);
    expect(canSendRecipients([{ name: 'A', email: 'a@b.co' }])).toBe(true);
    expect(recipientsSchema.safeParse({ recipients: [{ name: 'A', email: 'nope' }] }).success).toBe(false);
    expect(rejectReasonSchema.safeParse({ reason: '   ' }).success).toBe(false);
  });

  it('template: name and description required; prompts only with OCR', () => {
    expect(
      templatePayloadSchema.safeParse({ entity_type: 'loan', document_name: '', description: '' }).success,
    ).toBe(false);
    const form = {
      entity_type: 'loan' as const,
      document_name: 'Bank statement',
      description: 'Last 2 months',
      auto_create_activity: true,
      use_textract: true,
      gpt_prompts: [{ name: 'balance', question: 'Ending balance?' }],
    };
    expect(toTemplatePayload({ ...form, use_ocr: false })).not.toHaveProperty('gpt_prompts');
    expect(toTemplatePayload({ ...form, use_ocr: false }).use_textract).toBe(false);
    expect(toTemplatePayload({ ...form, use_ocr: true }).gpt_prompts).toHaveLength(1);
  });
});
