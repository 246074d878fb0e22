// The submitted 8-section application (002 §2.2) as staff read it (issue 8 item 9: "staff must
// read every answer and file of the 8 sections, read-only, and download it as PDF"). One outline
// feeds the web's read-only view and the server's PDF, so both say the same thing.
import { formatMoney } from '../format/numbers';
import { WIZARD_LABELS, WIZARD_SECTION_TITLES } from './wizard';

export const APPLICATION_CREDIT_QUESTIONS = [
  {
    key: 'bankruptcy',
    label: 'Have you or any entity you controlled declared bankruptcy in the last 7 years?',
  },
  {
    key: 'foreclosure',
    label: 'Have you had a property foreclosed upon or given title in lieu of foreclosure?',
  },
  { key: 'judgments', label: 'Are there any outstanding judgments or liens against you?' },
  { key: 'lawsuits', label: 'Are you a party to any lawsuit or legal action?' },
  { key: 'federalDebt', label: 'Are you delinquent or in default on any federal debt or loan?' },
  { key: 'felony', label: 'Have you ever been convicted of, or pleaded guilty to, a felony?' },
] as const;

export const APPLICATION_DOCUMENT_SLOTS = [
  { key: 'operatingAgreement', label: 'Operating Agreement' },
  { key: 'articlesOfOrganization', label: 'Articles of Organization' },
  { key: 'goodStanding', label: 'Certificate of Good Standing' },
  { key: 'einLetter', label: 'EIN Letter' },
  { key: 'sreo', label: 'Schedule of Real Estate Owned' },
  { key: 'bankStatements', label: 'Bank Statements (last 2 months)' },
] as const;

/** A read-only answer; `file` when the answer is an uploaded file of the application activity. */
export type OutlineRow = {
  label: string;
  value: string;
  file?: { process_id: string; file_name: string } | undefined;
  /** Nested rows (a member of the entity, a question's explanation) are indented. */
  indent?: boolean;
};
export type OutlineSection = { number: number; title: string; rows: OutlineRow[] };

/** What an unanswered field reads as. */
export const NOT_ANSWERED = 'Not answered';

type Data = Record<string, unknown>;
const objectAt = (data: Data, key: string): Data => {
  const value = data[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {};
};
const plain = (value: unknown): string => {
  if (value === null || value === undefined) return NOT_ANSWERED;
  if (typeof value === 'string') return value.trim() === '' ? NOT_ANSWERED : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return NOT_ANSWERED;
};
const money = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? NOT_ANSWERED
    : formatMoney(value as number | string);
const yesNo = (value: unknown): string => (value === 'yes' ? 'Yes' : value === 'no' ? 'No' : NOT_ANSWERED);
const fileRow = (label: string, value: unknown): OutlineRow => {
  const file = value && typeof value === 'object' ? (value as Data) : null;
  const processId = typeof file?.process_id === 'string' ? file.process_id : '';
  const fileName = typeof file?.file_name === 'string' ? file.file_name : '';
  return processId
    ? { label, value: fileName || 'Uploaded file', file: { process_id: processId, file_name: fileName } }
    : { label, value: 'No file' };
};
const row = (label: string, value: string, indent?: boolean): OutlineRow =>
  indent ? { label, value, indent } : { label, value };

/** The 8 sections of a stored application (`applications.data`) in the wizard's order. */
export const applicationOutline = (data: Data): OutlineSection[] => {
  const sponsor = objectAt(data, 'sponsor');
  const entity = objectAt(data, 'entity');
  const property = objectAt(data, 'property');
  const rehab = objectAt(data, 'rehab');
  const experience = objectAt(data, 'experience');
  const questions = objectAt(data, 'questions');
  const documents = objectAt(data, 'documents');
  const consent = objectAt(data, 'consent');
  const members = Array.isArray(entity.members) ? (entity.members as Data[]) : [];

  const sections: OutlineRow[][] = [
    [
      row('First name', plain(sponsor.firstName)),
      row('Last name', plain(sponsor.lastName)),
      row('Email', plain(sponsor.email)),
      row('Phone', plain(sponsor.phone)),
      row('Date of birth', plain(sponsor.dateOfBirth)),
      row('Home address', plain(sponsor.address)),
      row('City', plain(sponsor.city)),
      row('State', plain(sponsor.state)),
      row('ZIP code', plain(sponsor.zipcode)),
      fileRow('Government-issued photo ID', sponsor.idDocument),
    ],
    [
      row('Entity name', plain(entity.entityName)),
      row('Entity type', plain(entity.entityType)),
      row('Number of members', plain(entity.numberOfMembers)),
      ...members.flatMap((member, index) => [
        row(
          `Member ${index + 1}`,
          [plain(member.firstName), plain(member.lastName)].filter((v) => v !== NOT_ANSWERED).join(' ') ||
            NOT_ANSWERED,
        ),
        row('Email', plain(member.email), true),
        row('Ownership %', member.percentage === '' ? NOT_ANSWERED : `${plain(member.percentage)}%`, true),
      ]),
    ],
    [
      row('Property address', plain(property.address)),
      row('City', plain(property.city)),
      row('State', plain(property.state)),
      row('ZIP code', plain(property.zipcode)),
      row('Property type', plain(property.propertyType)),
      row('Number of units', plain(property.numberOfUnits === '' ? null : property.numberOfUnits)),
      row('Purchase price', money(property.purchasePrice)),
      row('Estimated as-is value', money(property.asIsValue)),
    ],
    [
      row(WIZARD_LABELS.rehabQuestion, yesNo(rehab.requiresRehab)),
      ...(rehab.requiresRehab === 'yes'
        ? [
            row(WIZARD_LABELS.hardCost, money(rehab.hardCost)),
            row(WIZARD_LABELS.softCost, money(rehab.softCost)),
            row(
              'Repayment',
              rehab.repayment === 'Other' ? `Other: ${plain(rehab.repaymentOther)}` : plain(rehab.repayment),
            ),
          ]
        : []),
    ],
    [
      row('Credit score', plain(experience.creditScore)),
      row('Similar properties owned', plain(experience.similarProperties)),
      row('Projects completed', plain(experience.projects)),
    ],
    APPLICATION_CREDIT_QUESTIONS.flatMap(({ key, label }) => {
      const answer = objectAt(questions, key);
      return [
        row(label, yesNo(answer.answer)),
        ...(answer.answer === 'yes' ? [row('Explanation', plain(answer.explanation), true)] : []),
      ];
    }),
    APPLICATION_DOCUMENT_SLOTS.map(({ key, label }) => fileRow(label, documents[key])),
    [row('Consent and OFAC certification', consent.affirmed === true ? 'Affirmed and signed' : NOT_ANSWERED)],
  ];
  return sections.map((rows, index) => ({
    number: index + 1,
    title: WIZARD_SECTION_TITLES[index]!,
    rows,
  }));
};
