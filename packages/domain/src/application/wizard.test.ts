import { describe, expect, it } from 'vitest';
import {
  consentSectionSchema,
  creditQuestionSchema,
  entitySectionSchema,
  experienceSectionSchema,
  isAllowedUpload,
  rehabSectionSchema,
  uploadTypeError,
} from './wizard';

describe('application wizard (002 §2.2, §5)', () => {
  it("uploads accept png, pdf, jpeg, jpg, gif and bmp; else 'Not valid file type'", () => {
    for (const name of ['a.png', 'a.PDF', 'a.jpeg', 'a.jpg', 'a.gif', 'a.bmp'])
      expect(isAllowedUpload({ name })).toBe(true);
    expect(uploadTypeError({ name: 'a.exe' })).toBe('Not valid file type');
    expect(uploadTypeError({ name: 'a.pdf', type: 'application/x-msdownload' })).toBe('Not valid file type');
    expect(uploadTypeError({ name: 'a.pdf', type: 'application/pdf' })).toBeNull();
  });

  it('members: percentage 1 to 50, default 50; at least one member', () => {
    const member = { firstName: 'A', lastName: 'B', email: 'a@b.co' };
    const parsed = entitySectionSchema.parse({
      entityName: 'LLC',
      entityType: 'LLC',
      numberOfMembers: 1,
      members: [member],
    });
    expect(parsed.members[0]?.percentage).toBe(50);
    expect(
      entitySectionSchema.safeParse({
        entityName: 'LLC',
        entityType: 'LLC',
        numberOfMembers: 1,
        members: [{ ...member, percentage: 51 }],
      }).success,
    ).toBe(false);
    expect(
      entitySectionSchema.safeParse({
        entityName: 'LLC',
        entityType: 'LLC',
        numberOfMembers: 1,
        members: [{ ...member, percentage: 0 }],
      }).success,
    ).toBe(false);
    expect(
      entitySectionSchema.safeParse({
        entityName: 'LLC',
        entityType: 'LLC',
        numberOfMembers: 0,
        members: [member],
      }).success,
    ).toBe(false);
  });

  it('project counts 1 to 100', () => {
    expect(
      experienceSectionSchema.safeParse({ creditScore: '751+', similarProperties: 100, projects: 1 }).success,
    ).toBe(true);
    expect(
      experienceSectionSchema.safeParse({ creditScore: '751+', similarProperties: 101, projects: 1 }).success,
    ).toBe(false);
  });

  it('explanations at most 5000 characters, required for a yes', () => {
    expect(creditQuestionSchema.safeParse({ answer: 'yes', explanation: 'x'.repeat(5001) }).success).toBe(
      false,
    );
    expect(creditQuestionSchema.safeParse({ answer: 'yes', explanation: '' }).success).toBe(false);
    expect(creditQuestionSchema.safeParse({ answer: 'no' }).success).toBe(true);
  });

  it("rehab: costs strip commas; 'Other' needs text", () => {
    expect(
      rehabSectionSchema.parse({
        requiresRehab: 'yes',
        hardCost: '120,000',
        softCost: '5,000',
        repayment: 'Sale',
      }).hardCost,
    ).toBe(120000);
    expect(
      rehabSectionSchema.safeParse({ requiresRehab: 'yes', hardCost: '1', softCost: '1', repayment: 'Other' })
        .success,
    ).toBe(false);
    expect(rehabSectionSchema.safeParse({ requiresRehab: 'no' }).success).toBe(true);
  });

  it('consent needs the affirmation and a signature', () => {
    expect(consentSectionSchema.safeParse({ affirmed: true, signature: '' }).error?.issues[0]?.message).toBe(
      'Signature is required',
    );
    expect(
      consentSectionSchema.safeParse({ affirmed: false, signature: 'data:image/png;base64,AAA' }).success,
    ).toBe(false);
    expect(
      consentSectionSchema.safeParse({ affirmed: true, signature: 'data:image/png;base64,AAA' }).success,
    ).toBe(true);
  });
});
