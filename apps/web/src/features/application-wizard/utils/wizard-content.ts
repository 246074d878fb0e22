// Wording of the 8-section application (002 §2.2): the credit/legal questions, the six
// documents of section 7 and the consent and OFAC text of section 8.
import { APPLICATION_CREDIT_QUESTIONS, APPLICATION_DOCUMENT_SLOTS } from '@lending/domain';

export const CREDIT_BANDS = ['Below 650', '651-700', '701-750', '751+'] as const;
export const REPAYMENT_OPTIONS = ['Sale', 'Refinance', 'Other'] as const;
export const ENTITY_TYPES = ['LLC', 'Corporation', 'Limited Partnership', 'Trust', 'Other'] as const;

// The questions and document slots are the domain's, shared with staff's read-only view and the PDF.
export const CREDIT_QUESTIONS = APPLICATION_CREDIT_QUESTIONS;
export type CreditQuestionKey = (typeof CREDIT_QUESTIONS)[number]['key'];

export const DOCUMENT_SLOTS = APPLICATION_DOCUMENT_SLOTS;
export type DocumentSlotKey = (typeof DOCUMENT_SLOTS)[number]['key'];

export const SECTION_TITLES = [
  'Sponsor Information',
  'Legal Entity Information',
  'Property Information',
  'Rehab',
  'Borrower Experience',
  'Borrower Experience',
  'Sponsor Information',
  'Sponsor Information',
] as const;

export const CONSENT_TEXT = `AUTHORIZATION AND CONSENT

By signing below, each undersigned sponsor, guarantor and authorized representative of the borrowing entity (together, "you") certifies that the information provided in this application and in every document submitted with it is true, correct and complete, and acknowledges that the lender will rely on it in deciding whether to extend credit.

You authorize the lender, its affiliates, agents, successors and assigns to obtain consumer and business credit reports, to verify any information contained in this application from any source, including banks, employers, landlords, title companies and public records, and to share that information with investors, participants, insurers and service providers in connection with the loan. A photocopy or electronic copy of this authorization is as valid as the original.

You understand that knowingly making a false statement in this application may be a crime punishable under federal and state law, including 18 U.S.C. Section 1001 and Section 1014, and may result in civil liability.

You agree that the lender may retain this application and the documents submitted with it whether or not credit is extended, and that submitting this application does not obligate the lender to make any loan. Terms are subject to underwriting, appraisal, title review and final approval.

ELECTRONIC SIGNATURE

You agree that your electronic signature below has the same legal effect as a handwritten signature, and that this application may be executed and delivered electronically.

OFAC CERTIFICATION

You certify that neither you, the borrowing entity, nor any of its members, managers, officers, directors or owners of any interest in it:
(a) is listed on the Specially Designated Nationals and Blocked Persons List maintained by the Office of Foreign Assets Control (OFAC) of the U.S. Department of the Treasury, or on any other list of persons with whom U.S. persons may not do business;
(b) is a person or entity whose property or interests in property are blocked under Executive Order 13224 or any related law;
(c) is owned or controlled by, or acts on behalf of, any such person or entity; or
(d) is in violation of the USA PATRIOT Act, the Bank Secrecy Act or any anti-money-laundering law.

You agree to notify the lender immediately if any of these certifications becomes untrue, and you authorize the lender to screen every person named in this application against the OFAC lists and other government watch lists, now and for as long as any loan is outstanding.

PRIVACY

Personal information is collected to evaluate this application, to service any resulting loan and to comply with law. It is kept confidential and is disclosed only as described above or as required by law.

By checking the box below and signing, you affirm that you have read this entire document and agree to all of its terms.`;
