// Background and legal verification per borrower: LexisNexis Accurint Comprehensive Report
// (WsAccurint, JSON, HTTP basic) and Thomson Reuters CLEAR (person search, then a report whose
// sections complete asynchronously: polled until every SectionStatus is COMPLETE).
import type { ReportSection } from '@lending/domain';
import { fullName, items, type ReportSubject } from '../report-adapter';
import { basicAuth, callVendorJson, list, malformed, num, type VendorContext } from './http';

const dobParts = (epoch: number | null) => {
  if (!epoch) return undefined;
  const d = new Date(epoch * 1000);
  return { Year: d.getUTCFullYear(), Month: d.getUTCMonth() + 1, Day: d.getUTCDate() };
};

// ---- LexisNexis -------------------------------------------------------------------------------

export const lexisFetch = async (ctx: VendorContext, subject: ReportSubject) => {
  const auth = basicAuth(ctx.env.LEXIS_NEXIS_USERNAME!, ctx.env.LEXIS_NEXIS_PASSWORD!);
  const reports = [];
  for (const b of subject.borrowers) {
    reports.push(
      await callVendorJson('LexisNexis', ctx, {
        method: 'POST',
        path: 'WsAccurint/CompReport',
        query: { ver_: '2.0' },
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          CompReportRequest: {
            Options: {
              IncludeBankruptcies: true,
              IncludeLiensJudgments: true,
              IncludeProperties: true,
              IncludeCriminalRecords: true,
              IncludeBusinessAssociates: true,
            },
            ReportBy: {
              Name: { First: b.first_name, Last: b.last_name },
              SSN: b.ssn ?? undefined,
              DOB: dobParts(b.date_of_birth),
              Address: { StreetAddress1: b.address, City: b.city, State: b.state, Zip5: b.zipcode },
            },
          },
        }),
      }),
    );
  }
  return reports;
};

type LexisIndividual = {
  UniqueId?: string;
  Addresses?: { Address?: unknown };
  Bankruptcies?: { Bankruptcy?: unknown };
  LiensJudgments?: { LienJudgment?: unknown };
  Properties?: { Property?: unknown };
  CriminalRecords?: { Criminal?: unknown };
  Foreclosures?: { Foreclosure?: unknown };
  BusinessAssociates?: { BusinessAssociate?: unknown };
};

export const normaliseLexis = (payload: unknown, subject: ReportSubject): ReportSection[] => {
  if (!Array.isArray(payload)) throw malformed('LexisNexis', 'no reports');
  return subject.borrowers.map((b, i) => {
    const response = (
      payload[i] as { CompReportResponseEx?: { response?: { Individual?: LexisIndividual } } }
    )?.CompReportResponseEx?.response;
    if (!response) throw malformed('LexisNexis', 'no CompReportResponseEx.response');
    const person = response.Individual;
    const found = Boolean(person?.UniqueId);
    return {
      title: fullName(b),
      entity_type: 'borrower' as const,
      entity_id: b.id,
      items: items([
        [
          'identity_verified',
          'Identity Verified',
          found,
          found ? 9 : 3,
          found ? `LexID ${person!.UniqueId}` : 'No match',
        ],
        ['address_history', 'Addresses on File', list(person?.Addresses?.Address).length, 8],
        ['properties_owned', 'Properties Owned', list(person?.Properties?.Property).length, 8],
        ['bankruptcies', 'Bankruptcies', list(person?.Bankruptcies?.Bankruptcy).length, 9],
        ['foreclosures', 'Foreclosures', list(person?.Foreclosures?.Foreclosure).length, 8],
        ['judgments_liens', 'Judgments and Liens', list(person?.LiensJudgments?.LienJudgment).length, 8],
        ['criminal_records', 'Criminal Records', list(person?.CriminalRecords?.Criminal).length, 8],
        [
          'business_affiliations',
          'Business Affiliations',
          list(person?.BusinessAssociates?.BusinessAssociate).length,
          7,
        ],
      ]),
    };
  });
};

// ---- CLEAR ------------------------------------------------------------------------------------

const clearAuth = (ctx: VendorContext) => ({
  authorization: basicAuth(ctx.env.CLEAR_USERNAME!, ctx.env.CLEAR_PASSWORD!),
  'content-type': 'application/json',
});

/** One person search per borrower, then a risk report of its best match; the ids joined by ','. */
export const clearOrder = async (ctx: VendorContext, subject: ReportSubject) => {
  const ids: string[] = [];
  for (const b of subject.borrowers) {
    const search = await callVendorJson<{ GroupId?: string; ResultCount?: number }>('CLEAR', ctx, {
      method: 'POST',
      path: 'v2/person/searchResults',
      headers: clearAuth(ctx),
      body: JSON.stringify({
        PersonSearch: {
          LastName: b.last_name,
          FirstName: b.first_name,
          SSN: b.ssn ?? undefined,
          Street: b.address,
          City: b.city,
          State: b.state,
          ZipCode: b.zipcode,
        },
        PermissiblePurpose: { GLB: 'B', DPPA: '3', VOTER: '7' },
      }),
    });
    if (!search.GroupId) throw malformed('CLEAR', 'no GroupId');
    const report = await callVendorJson<{ ReportId?: string }>('CLEAR', ctx, {
      method: 'POST',
      path: `v2/person/searchResults/${encodeURIComponent(search.GroupId)}/report`,
      headers: clearAuth(ctx),
      body: JSON.stringify({ ReportType: 'RiskInformPersonReport' }),
    });
    if (!report.ReportId) throw malformed('CLEAR', 'no ReportId');
    ids.push(report.ReportId);
  }
  return { externalId: ids.join(',') };
};

type ClearReport = {
  ReportId?: string;
  SectionResults?: Array<{
    SectionName?: string;
    SectionStatus?: string;
    SectionRecordCount?: number | string;
  }>;
};

export const clearPoll = async (ctx: VendorContext, externalId: string) => {
  const reports: ClearReport[] = [];
  for (const id of externalId.split(',')) {
    const report = await callVendorJson<ClearReport>('CLEAR', ctx, {
      method: 'GET',
      path: `v2/report/${encodeURIComponent(id)}`,
      headers: clearAuth(ctx),
    });
    if (!Array.isArray(report.SectionResults)) throw malformed('CLEAR', 'no SectionResults');
    if (report.SectionResults.some((s) => s.SectionStatus !== 'COMPLETE'))
      return { status: 'pending' as const };
    reports.push(report);
  }
  return { status: 'ready' as const, payload: reports };
};

export const normaliseClear = (payload: unknown, subject: ReportSubject): ReportSection[] => {
  if (!Array.isArray(payload)) throw malformed('CLEAR', 'no reports');
  return subject.borrowers.map((b, i) => {
    const report = payload[i] as ClearReport | undefined;
    if (!report?.SectionResults) throw malformed('CLEAR', 'no SectionResults');
    const count = (name: string) =>
      num(report.SectionResults!.find((s) => s.SectionName === name)?.SectionRecordCount) ?? 0;
    return {
      title: fullName(b),
      entity_type: 'borrower' as const,
      entity_id: b.id,
      items: items([
        [
          'identity_verified',
          'Identity Verified',
          count('PersonSection') > 0,
          9,
          `CLEAR report ${report.ReportId ?? ''}`.trim(),
        ],
        ['address_history', 'Addresses on File', count('AddressSection'), 8],
        ['properties_owned', 'Properties Owned', count('RealPropertySection'), 8],
        ['bankruptcies', 'Bankruptcies', count('BankruptcySection'), 9],
        ['foreclosures', 'Foreclosures', count('ForeclosureSection'), 8],
        ['judgments_liens', 'Judgments and Liens', count('LienJudgmentSection'), 8],
        ['criminal_records', 'Criminal Records', count('CriminalSection'), 8],
        ['sanctions_match', 'OFAC / Sanctions Match', count('GlobalSanctionSection') > 0, 9],
        ['business_affiliations', 'Business Affiliations', count('BusinessAffiliationSection'), 7],
      ]),
    };
  });
};
