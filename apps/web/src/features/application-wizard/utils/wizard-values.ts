import {
  EXPLANATION_MAX_CHARS,
  MEMBER_PERCENTAGE_DEFAULT,
  MEMBER_PERCENTAGE_MAX,
  MEMBER_PERCENTAGE_MIN,
  messages,
  PROJECT_COUNT_MAX,
  PROJECT_COUNT_MIN,
} from '@lending/domain';
import {
  CREDIT_QUESTIONS,
  DOCUMENT_SLOTS,
  type CreditQuestionKey,
  type DocumentSlotKey,
} from './wizard-content';

// The application wizard's values (002 §2.2, §3 'Application sections'). Uploaded files are
// kept as the document the server stored (a process of the application activity).
export type UploadedFile = { process_id: string; file_name: string } | null;
export type Member = { firstName: string; lastName: string; email: string; percentage: number | '' };
export type YesNo = 'yes' | 'no' | '';

export type WizardValues = {
  sponsor: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    dateOfBirth: string;
    address: string;
    city: string;
    state: string;
    zipcode: string;
    idDocument: UploadedFile;
  };
  entity: { entityName: string; entityType: string; numberOfMembers: number | ''; members: Member[] };
  property: {
    address: string;
    city: string;
    state: string;
    zipcode: string;
    propertyType: string;
    purchasePrice: number | null;
    asIsValue: number | null;
    numberOfUnits: number | '';
  };
  rehab: {
    requiresRehab: YesNo;
    hardCost: number | null;
    softCost: number | null;
    repayment: string;
    repaymentOther: string;
  };
  experience: { creditScore: string; similarProperties: number | ''; projects: number | '' };
  questions: Record<CreditQuestionKey, { answer: YesNo; explanation: string }>;
  documents: Record<DocumentSlotKey, UploadedFile>;
  consent: { affirmed: boolean; signature: string };
};

export const newMember = (): Member => ({
  firstName: '',
  lastName: '',
  email: '',
  percentage: MEMBER_PERCENTAGE_DEFAULT,
});

export const initialWizardValues = (): WizardValues => ({
  sponsor: {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    dateOfBirth: '',
    address: '',
    city: '',
    state: '',
    zipcode: '',
    idDocument: null,
  },
  entity: { entityName: '', entityType: '', numberOfMembers: 1, members: [newMember()] },
  property: {
    address: '',
    city: '',
    state: '',
    zipcode: '',
    propertyType: '',
    purchasePrice: null,
    asIsValue: null,
    numberOfUnits: '',
  },
  rehab: { requiresRehab: '', hardCost: null, softCost: null, repayment: '', repaymentOther: '' },
  experience: { creditScore: '', similarProperties: '', projects: '' },
  questions: Object.fromEntries(
    CREDIT_QUESTIONS.map((q) => [q.key, { answer: '' as YesNo, explanation: '' }]),
  ) as WizardValues['questions'],
  documents: Object.fromEntries(DOCUMENT_SLOTS.map((slot) => [slot.key, null])) as WizardValues['documents'],
  consent: { affirmed: false, signature: '' },
});

type Errors = Record<string, string>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: unknown) =>
  value === '' || value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const requireAll = (errors: Errors, prefix: string, values: Record<string, unknown>, keys: string[]) => {
  for (const key of keys) if (blank(values[key])) errors[`${prefix}.${key}`] = messages.required;
};

/** Errors of one section (1-based), keyed by form path; empty when the section may be left. */
export const validateSection = (section: number, values: WizardValues): Errors => {
  const errors: Errors = {};
  if (section === 1) {
    // 002 §5: section 1 requires all fields and a file.
    const { sponsor } = values;
    requireAll(errors, 'sponsor', sponsor, [
      'firstName',
      'lastName',
      'email',
      'phone',
      'dateOfBirth',
      'address',
      'city',
      'state',
      'zipcode',
    ]);
    if (!errors['sponsor.email'] && !EMAIL.test(sponsor.email.trim()))
      errors['sponsor.email'] = messages.validEmail;
    if (!errors['sponsor.phone'] && sponsor.phone.replace(/\D/g, '').length !== 10)
      errors['sponsor.phone'] = messages.validPhone;
    if (!sponsor.idDocument) errors['sponsor.idDocument'] = messages.required;
  }
  if (section === 2) {
    const { entity } = values;
    requireAll(errors, 'entity', entity, ['entityName', 'entityType']);
    const count = entity.numberOfMembers;
    if (count === '' || !Number.isInteger(count) || count < 1)
      errors['entity.numberOfMembers'] = 'Number of members must be a whole number of at least 1';
    entity.members.forEach((member, index) => {
      requireAll(errors, `entity.members.${index}`, member, ['firstName', 'lastName', 'email']);
      if (!errors[`entity.members.${index}.email`] && !EMAIL.test(member.email.trim()))
        errors[`entity.members.${index}.email`] = messages.validEmail;
      const percentage = member.percentage;
      if (percentage === '' || percentage < MEMBER_PERCENTAGE_MIN || percentage > MEMBER_PERCENTAGE_MAX) {
        errors[`entity.members.${index}.percentage`] =
          `Between ${MEMBER_PERCENTAGE_MIN}-${MEMBER_PERCENTAGE_MAX}`;
      }
    });
  }
  if (section === 3)
    requireAll(errors, 'property', values.property, [
      'address',
      'city',
      'state',
      'zipcode',
      'propertyType',
      'purchasePrice',
    ]);
  if (section === 4) {
    const { rehab } = values;
    if (blank(rehab.requiresRehab)) errors['rehab.requiresRehab'] = messages.required;
    if (rehab.requiresRehab === 'yes') {
      requireAll(errors, 'rehab', rehab, ['hardCost', 'softCost', 'repayment']);
      if (rehab.repayment === 'Other' && blank(rehab.repaymentOther))
        errors['rehab.repaymentOther'] = messages.required;
    }
  }
  if (section === 5) {
    const { experience } = values;
    if (blank(experience.creditScore)) errors['experience.creditScore'] = messages.required;
    for (const key of ['similarProperties', 'projects'] as const) {
      const value = experience[key];
      if (
        value === '' ||
        !Number.isInteger(value) ||
        value < PROJECT_COUNT_MIN ||
        value > PROJECT_COUNT_MAX
      ) {
        errors[`experience.${key}`] = `Between ${PROJECT_COUNT_MIN}-${PROJECT_COUNT_MAX}`;
      }
    }
  }
  if (section === 6) {
    for (const { key } of CREDIT_QUESTIONS) {
      const question = values.questions[key];
      if (blank(question.answer)) errors[`questions.${key}.answer`] = messages.required;
      if (question.answer === 'yes' && blank(question.explanation))
        errors[`questions.${key}.explanation`] = messages.required;
      if (question.explanation.length > EXPLANATION_MAX_CHARS)
        errors[`questions.${key}.explanation`] = `At most ${EXPLANATION_MAX_CHARS} characters`;
    }
  }
  if (section === 7)
    for (const { key } of DOCUMENT_SLOTS)
      if (!values.documents[key]) errors[`documents.${key}`] = messages.required;
  if (section === 8) {
    if (!values.consent.affirmed) errors['consent.affirmed'] = messages.required;
    if (!values.consent.signature) errors['consent.signature'] = 'Signature is required';
  }
  return errors;
};
