// Costar and appraisal reports filled from an uploaded file (000 §4: these rows allow only
// 'upload OCR'). The upload's run opens a report that waits for the file (activity -> Processing);
// the extraction job reads the file (text layer, or OCR of a scan); its pages are then read as the
// activity's kind by the offline extractor's field rules and normalised into the Report entity
// (001 §3: items {index, key, label, value, confidence_level, note, quote}). Something read: Done.
// Nothing usable, or a file that cannot be read: the report keeps the reason and the activity goes
// where the action table lets staff act on it: an appraisal to Unsupported (its row allows another
// 'upload OCR'), a Costar to Missing Data (its row has no second upload; the External Data tab's
// refetch asks the vendor instead).
import type { Actor } from '../../lib/actor';
import { REPORT_DEFAULT_LABELS, type ReportItem, type ReportSection } from '@lending/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { documentPages, documents, properties, reports } from '../../db/schema';
import { changeActivityState, type ActivityRow } from '../activity/index';
import { extractFieldsAs } from '../documents-intelligence/index';
import { refreshLoanInsights } from '../policy/index';
import { completeReport, endReport } from './reports.service';

type UploadKind = { classId: string; title: string; noun: string; unusable: 'missing_data' | 'unsupported' };

const UPLOAD_REPORT_KINDS: Record<string, UploadKind> = {
  costar: {
    classId: 'costar-report',
    title: 'CoStar market report',
    noun: 'CoStar market',
    unusable: 'missing_data',
  },
  appraisal: { classId: 'appraisal', title: 'Appraisal', noun: 'appraisal', unusable: 'unsupported' },
};

// Keys the rest of the product reads (the policy analysis takes a property's value from
// 'estimated_value', as the vendors' valuations name it), and labels an underwriter reads.
const KEYS: Record<string, string> = { appraised_value: 'estimated_value' };
const LABELS: Record<string, string> = {
  appraised_value: 'Appraised Value',
  appraiser_name: 'Appraiser',
  cap_rate: 'Cap Rate (%)',
  net_operating_income: 'Net Operating Income ($)',
  gross_living_area: 'Gross Area (sqft)',
  vacancy_rate: 'Vacancy Rate (%)',
  market_rent: 'Market Rent ($)',
  sale_price_per_unit: 'Sale Price per Unit ($)',
  net_absorption_units: 'Net Absorption (units)',
  inventory_units: 'Inventory (units)',
  under_construction_units: 'Under Construction (units)',
};
const labelOf = (key: string) =>
  LABELS[key] ?? key.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** A value read from a PDF's own text is surer than one read by OCR from a scan. */
const CONFIDENCE = { text: 9, ocr: 6 } as const;

/** In the upload's transaction: the report that waits for the file, and the activity -> Processing. */
export const startUploadedReport = async (
  tx: Tx,
  input: { activity: ActivityRow; documentId: string; fileName: string; actor: Actor },
): Promise<ActivityRow> => {
  const { activity, actor } = input;
  const source = activity.activity_type as 'costar' | 'appraisal';
  const [report] = await tx
    .insert(reports)
    .values({
      loan_id: activity.loan_id,
      activity_id: activity.id,
      source,
      report_type: activity.report_type ?? REPORT_DEFAULT_LABELS[source],
      state: 'processing',
      request: {
        uploaded_document_id: input.documentId,
        file_name: input.fileName,
        requested_by: actor.email,
      },
      is_sandbox: false,
    })
    .returning();
  return changeActivityState(tx, {
    activity,
    to: 'processing',
    actor,
    action: `${source}.upload-ocr`,
    text: null,
    changes: { data: { ...activity.data, report_id: report!.id } },
  });
};

/** Nothing usable: the report is Missing Data with the reason; the activity goes to `to`. */
const unusable = (db: Db, reportId: string, to: UploadKind['unusable'], reason: string): Promise<void> =>
  endReport(db, reportId, {
    patch: { state: 'missing_data', error: reason },
    to,
    action: `report.${to.replace('_', '-')}`,
    text: reason,
  });

/** The loan's property the file is about: the one whose street it names, else the only one. */
const propertyOf = async (db: Db, loanId: string | null, address: string | null) => {
  if (!loanId) return null;
  const rows = await db
    .select({ id: properties.id, street: properties.address_address })
    .from(properties)
    .where(eq(properties.loan_id, loanId))
    .orderBy(asc(properties.position));
  const named = address
    ? rows.find((p) => p.street && address.toLowerCase().includes(p.street.trim().toLowerCase()))
    : undefined;
  return named ?? (rows.length === 1 ? rows[0]! : null);
};

/**
 * After the extraction job ran on a document: if a Costar or appraisal report waits for it,
 * normalise what was read into the report (Done) or say why nothing could be (Missing Data).
 */
export const finishUploadedReport = async (db: Db, documentId: string): Promise<void> => {
  const [report] = await db
    .select()
    .from(reports)
    .where(
      and(eq(reports.state, 'processing'), sql`${reports.request}->>'uploaded_document_id' = ${documentId}`),
    );
  const kind = report ? UPLOAD_REPORT_KINDS[report.source] : undefined;
  if (!report || !kind) return;
  const [doc] = await db.select().from(documents).where(eq(documents.id, documentId));
  if (!doc || doc.extraction_status !== 'processed')
    return unusable(
      db,
      report.id,
      kind.unusable,
      `The uploaded file could not be read${doc?.extraction_error ? `: ${doc.extraction_error}` : ''}`,
    );
  const pages = await db
    .select({ page: documentPages.page, text: documentPages.text, method: documentPages.method })
    .from(documentPages)
    .where(eq(documentPages.document_id, documentId))
    .orderBy(asc(documentPages.page));
  const found = extractFieldsAs(kind.classId, pages);
  if (found.length === 0)
    return unusable(db, report.id, kind.unusable, `No ${kind.noun} figures were found in ${doc.file_name}`);
  const methodOf = new Map(pages.map((p) => [p.page, p.method]));
  const items: ReportItem[] = found.map(({ field, value, page, quote }, index) => {
    const isOcr = page !== null && methodOf.get(page) === 'ocr';
    return {
      index,
      key: KEYS[field.key] ?? field.key,
      label: labelOf(field.key),
      value,
      confidence_level: isOcr ? CONFIDENCE.ocr : CONFIDENCE.text,
      note: `Read from ${doc.file_name}${page ? `, page ${page}` : ''} (${isOcr ? 'OCR of a scan' : 'text of the PDF'})`,
      quote,
    };
  });
  const address = found.find((f) => f.field.key === 'property_address')?.value;
  const property = await propertyOf(db, doc.loan_id, typeof address === 'string' ? address : null);
  const section: ReportSection = {
    title: kind.title,
    ...(property ? { entity_type: 'property' as const, entity_id: property.id } : {}),
    items,
  };
  await completeReport(db, report.id, [section], async (tx, loanId) => {
    await refreshLoanInsights(tx, loanId);
  });
};
