import { describe, expect, it } from 'vitest';
import { initialWizardValues, validateSection } from './wizard-values';

describe('application wizard sections (002 §2.2, §5)', () => {
  it('requires every sponsor field and the file in section 1', () => {
    const errors = validateSection(1, initialWizardValues());
    expect(errors['sponsor.firstName']).toBe('* Required');
    expect(errors['sponsor.idDocument']).toBe('* Required');
  });

  it('keeps member percentages between 1 and 50, default 50, and at least one member', () => {
    const values = initialWizardValues();
    expect(values.entity.members[0]?.percentage).toBe(50);
    values.entity.entityName = 'Acme LLC';
    values.entity.entityType = 'LLC';
    values.entity.members = [{ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', percentage: 51 }];
    expect(validateSection(2, values)['entity.members.0.percentage']).toBe('Between 1-50');
    values.entity.members[0]!.percentage = 50;
    values.entity.numberOfMembers = 0;
    expect(validateSection(2, values)['entity.numberOfMembers']).toBeDefined();
    values.entity.numberOfMembers = 1;
    expect(validateSection(2, values)).toEqual({});
  });

  it('asks rehab costs and the Other text only when they apply', () => {
    const values = initialWizardValues();
    values.rehab.requiresRehab = 'no';
    expect(validateSection(4, values)).toEqual({});
    values.rehab.requiresRehab = 'yes';
    values.rehab.repayment = 'Other';
    const errors = validateSection(4, values);
    expect(Object.keys(errors).sort()).toEqual(['rehab.hardCost', 'rehab.repaymentOther', 'rehab.softCost']);
  });

  it('limits project counts to 1-100 and explanations to 5000 characters', () => {
    const values = initialWizardValues();
    values.experience = { creditScore: '751+', similarProperties: 0, projects: 101 };
    expect(validateSection(5, values)).toEqual({
      'experience.similarProperties': 'Between 1-100',
      'experience.projects': 'Between 1-100',
    });
    for (const question of Object.values(values.questions)) question.answer = 'no';
    values.questions.felony = { answer: 'yes', explanation: 'x'.repeat(5001) };
    expect(validateSection(6, values)['questions.felony.explanation']).toBe('At most 5000 characters');
  });

  it('requires the affirmation and a signature in section 8', () => {
    const values = initialWizardValues();
    expect(validateSection(8, values)).toEqual({
      'consent.affirmed': '* Required',
      'consent.signature': 'Signature is required',
    });
  });
});
