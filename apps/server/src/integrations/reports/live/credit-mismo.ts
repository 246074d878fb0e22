// Credit reports (Credit Plus, Xactus) through the MISMO 2.3.1 credit interface both vendors
// document: a Submit request orders a merged tri-bureau report (or a soft pull), Retrieve polls
// it by CreditReportIdentifier, and the CREDIT_RESPONSE carries scores per borrower, liabilities
// with late counts and public records.
import { DOMParser, type Element } from '@xmldom/xmldom';
import type { ReportSection } from '@lending/domain';
import { fullName, items, ReportVendorError, type ReportSubject } from '../report-adapter';
import { callVendor, malformed, num, type VendorContext } from './http';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const attrs = (pairs: Record<string, string | null | undefined>) =>
  Object.entries(pairs)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}="${escapeXml(String(v))}"`)
    .join(' ');

const loginAttrs = (ctx: VendorContext, prefix: string) =>
  attrs({
    LoginAccountIdentifier: ctx.env[`${prefix}_USERNAME`],
    LoginAccountPassword: ctx.env[`${prefix}_PASSWORD`],
    InternalAccountIdentifier: ctx.env[`${prefix}_ACCOUNT`],
  });

const creditSubmitXml = (ctx: VendorContext, prefix: string, subject: ReportSubject): string => {
  const soft = subject.pullOption === 'soft';
  const borrowers = subject.borrowers
    .slice(0, 2)
    .map((b, i) => {
      const dob = b.date_of_birth ? new Date(b.date_of_birth * 1000).toISOString().slice(0, 10) : null;
      return `<BORROWER ${attrs({ BorrowerID: `B${i + 1}`, _FirstName: b.first_name, _LastName: b.last_name, _SSN: b.ssn ?? null, _BirthDate: dob })}><_RESIDENCE ${attrs({ _StreetAddress: b.address, _City: b.city, _State: b.state, _PostalCode: b.zipcode, BorrowerResidencyType: 'Current' })}/></BORROWER>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><REQUEST_GROUP MISMOVersionID="2.3.1"><REQUEST ${loginAttrs(ctx, prefix)}><REQUEST_DATA><CREDIT_REQUEST ${attrs({ MISMOVersionID: '2.3.1', LenderCaseIdentifier: subject.loan.human_id })}><CREDIT_REQUEST_DATA ${attrs({ CreditRequestID: 'CRReq0001', BorrowerID: subject.borrowers.length > 1 ? 'B1 B2' : 'B1', CreditReportRequestActionType: 'Submit', CreditReportType: soft ? 'Other' : 'Merge', CreditReportTypeOtherDescription: soft ? 'SoftInquiry' : null, CreditRequestType: subject.borrowers.length > 1 ? 'Joint' : 'Individual' })}><CREDIT_REPOSITORY_INCLUDED _EquifaxIndicator="Y" _ExperianIndicator="Y" _TransUnionIndicator="Y"/></CREDIT_REQUEST_DATA><LOAN_APPLICATION>${borrowers}</LOAN_APPLICATION></CREDIT_REQUEST></REQUEST_DATA></REQUEST></REQUEST_GROUP>`;
};

const creditRetrieveXml = (ctx: VendorContext, prefix: string, reportId: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><REQUEST_GROUP MISMOVersionID="2.3.1"><REQUEST ${loginAttrs(ctx, prefix)}><REQUEST_DATA><CREDIT_REQUEST MISMOVersionID="2.3.1"><CREDIT_REQUEST_DATA ${attrs({ CreditRequestID: 'CRReq0001', CreditReportIdentifier: reportId, CreditReportRequestActionType: 'Retrieve', CreditReportType: 'Merge' })}/></CREDIT_REQUEST></REQUEST_DATA></REQUEST></REQUEST_GROUP>`;

const parse = (vendor: string, xml: string) => {
  try {
    const doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
    if (!doc.documentElement || doc.getElementsByTagName('parsererror').length) throw new Error('bad xml');
    return doc;
  } catch {
    throw malformed(vendor, 'not MISMO XML');
  }
};

const elements = (
  root: { getElementsByTagName: (n: string) => ArrayLike<Element> },
  name: string,
): Element[] => Array.from(root.getElementsByTagName(name));

/** The vendor's status of an order: an error condition ends it; Pending/InProcess means poll again. */
const statusOf = (vendor: string, xml: string) => {
  const doc = parse(vendor, xml);
  const status = elements(doc, 'STATUS')[0];
  const condition = status?.getAttribute('_Condition') ?? '';
  if (/error|fail|reject/i.test(condition)) {
    const description = (status?.getAttribute('_Description') ?? '').slice(0, 160);
    throw new ReportVendorError(
      `${vendor} could not produce the report${description ? `: ${description}` : ''}`,
      false,
    );
  }
  const response = elements(doc, 'CREDIT_RESPONSE')[0];
  return { doc, condition, reportId: response?.getAttribute('CreditReportIdentifier') ?? null, response };
};

export const creditOrder = async (
  vendor: string,
  prefix: string,
  ctx: VendorContext,
  subject: ReportSubject,
) => {
  const xml = await callVendor(vendor, ctx, {
    method: 'POST',
    path: 'mismo/credit',
    headers: { 'content-type': 'application/xml', accept: 'application/xml' },
    body: creditSubmitXml(ctx, prefix, subject),
  });
  const { reportId } = statusOf(vendor, xml);
  if (!reportId) throw malformed(vendor, 'no CreditReportIdentifier');
  return { externalId: reportId };
};

export const creditPoll = async (vendor: string, prefix: string, ctx: VendorContext, reportId: string) => {
  const xml = await callVendor(vendor, ctx, {
    method: 'POST',
    path: 'mismo/credit',
    headers: { 'content-type': 'application/xml', accept: 'application/xml' },
    body: creditRetrieveXml(ctx, prefix, reportId),
  });
  const { condition, response } = statusOf(vendor, xml);
  if (/pending|process/i.test(condition) || !response) return { status: 'pending' as const };
  return { status: 'ready' as const, payload: xml };
};

export const normaliseCredit = (
  vendor: string,
  payload: unknown,
  subject: ReportSubject,
): ReportSection[] => {
  if (typeof payload !== 'string') throw malformed(vendor, 'no XML');
  const { response } = statusOf(vendor, payload);
  if (!response) throw malformed(vendor, 'no CREDIT_RESPONSE');
  const scores = elements(response, 'CREDIT_SCORE');
  const liabilities = elements(response, 'CREDIT_LIABILITY');
  const records = elements(response, 'CREDIT_PUBLIC_RECORD');
  const ofBorrower = (el: Element, id: string) =>
    (el.getAttribute('BorrowerID') ?? 'B1').split(' ').includes(id);
  return subject.borrowers.slice(0, 2).map((b, i) => {
    const id = `B${i + 1}`;
    const bureau = (name: string) =>
      num(
        scores
          .find((s) => ofBorrower(s, id) && s.getAttribute('CreditRepositorySourceType') === name)
          ?.getAttribute('_Value'),
      );
    const values = ['Equifax', 'Experian', 'TransUnion'].map(bureau);
    const present = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
    const middle = present.length === 3 ? present[1]! : present.length ? present[0]! : null;
    const mine = liabilities.filter((l) => ofBorrower(l, id));
    const late30 = mine.reduce(
      (sum, l) => sum + (num(elements(l, '_LATE_COUNT')[0]?.getAttribute('_30Days')) ?? 0),
      0,
    );
    const collections = mine.filter((l) => /collection/i.test(l.getAttribute('_AccountType') ?? '')).length;
    const open = mine.filter((l) => /open/i.test(l.getAttribute('_AccountStatusType') ?? '')).length;
    const monthly = mine.reduce((sum, l) => sum + (num(l.getAttribute('_MonthlyPaymentAmount')) ?? 0), 0);
    const mineRecords = records.filter((r) => ofBorrower(r, id));
    const bankruptcies = mineRecords.filter((r) => /bankruptcy/i.test(r.getAttribute('_Type') ?? '')).length;
    return {
      title: fullName(b),
      entity_type: 'borrower' as const,
      entity_id: b.id,
      items: items([
        [
          'credit_score',
          'Middle Credit Score',
          middle,
          middle === null ? 0 : 10,
          `${present.length} bureau score(s)`,
        ],
        ['equifax_score', 'Equifax', values[0] ?? null, 10],
        ['experian_score', 'Experian', values[1] ?? null, 10],
        ['transunion_score', 'TransUnion', values[2] ?? null, 10],
        [
          'pull_type',
          'Pull Type',
          subject.pullOption === 'soft' ? 'Soft (no score impact)' : 'Full (hard inquiry)',
          10,
        ],
        ['open_tradelines', 'Open Tradelines', open, 9],
        ['late_payments_30d', '30-Day Lates', late30, 9],
        ['collections', 'Collections', collections, 9],
        ['bankruptcies', 'Bankruptcies', bankruptcies, 10],
        ['total_monthly_debt', 'Total Monthly Debt', Math.round(monthly), 8],
      ]),
    };
  });
};
