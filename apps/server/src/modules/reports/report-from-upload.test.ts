// Costar and appraisal reports from an uploaded file (000 §4 'upload OCR' rows, issue 8): the file
// goes through the extraction job and its figures become the report's items.
import { reportResponseSchema, type ReportItem } from '@lending/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, documents } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';
import { samplePdf, sampleScan, scannedPdf } from '../documents-intelligence/sample-documents';
import { caller, type Caller } from '../loan-status/lifecycle.test-helpers';

const APPRAISAL = [
  'APPRAISAL REPORT',
  'Summary of Salient Facts',
  'Subject Property: 118 Maple Ave, Austin, TX 78704',
  'Appraiser: Dana Whitfield, MAI',
  'Effective Date of Appraisal: 03/14/2026',
  'As Is Market Value: $1,250,000',
  'Net Operating Income: $81,250',
  'Capitalization Rate: 6.5%',
  'Gross Building Area: 9,600',
  'Year Built: 1998',
];

const COSTAR = [
  'CoStar Multifamily Submarket Report',
  'Property: 118 Maple Ave, Austin, TX 78704',
  'Market: Austin',
  'Submarket: South Austin',
  'Market Asking Rent Per Unit: $1,845',
  'Vacancy Rate: 7.4%',
  'Market Cap Rate: 5.6%',
  '12 Mo Net Absorption Units: 1,230',
  'Inventory Units: 48,512',
  'Under Construction Units: 2,140',
];

const UNRELATED = ['Grocery list', 'Apples, bread and milk', 'Call the plumber on Tuesday'];

describe('Costar and appraisal reports from an uploaded file', () => {
  let ctx: TestContext;
  let admin: Caller;
  let loanId: string;
  let propertyId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = caller(ctx);
    const borrower = await insertBorrower(ctx.db, { first_name: 'Sam', last_name: 'Sponsor' });
    const { loan, property } = await insertLoan(ctx.db, { borrowerIds: [borrower.id] });
    loanId = loan.id;
    propertyId = property.id;
  });
  afterAll(async () => ctx?.close());

  const addActivity = async (type: string) => {
    const [row] = await ctx.db
      .insert(activities)
      .values({
        loan_id: loanId,
        activity_type: type,
        name: type,
        state: 'new',
        state_epoch: 0,
        last_update: 0,
      })
      .returning();
    return row!.id;
  };

  /** Staff upload through the same calls as the loan page: signed URL, bytes, run. */
  const upload = async (activityId: string, name: string, lines: string[], asScan = false) => {
    const grant = await admin('POST', `/activity/${activityId}/generate-document-with-presigned-url`, {
      content_type: 'application/pdf',
      name,
    });
    expect(grant.statusCode).toBe(200);
    const { process_id } = grant.json();
    const [doc] = await ctx.db.select().from(documents).where(eq(documents.process_id, process_id));
    const bytes = asScan ? await scannedPdf(sampleScan(lines)) : await samplePdf(lines);
    await ctx.deps.storage.put(doc!.storage_key, bytes);
    const run = await admin('POST', `/activity/${activityId}/process/${process_id}/run`);
    expect(run.statusCode).toBe(200);
    return run.json();
  };

  const settled = async (activityId: string) => {
    for (let i = 0; i < 300; i++) {
      const report = (await admin('GET', `/activity/${activityId}/report`)).json();
      if (report.state !== 'processing') return reportResponseSchema.parse(report);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error('report still processing');
  };

  const itemsOf = (report: { res: { items: ReportItem[] }[] | null }) =>
    Object.fromEntries((report.res ?? []).flatMap((s) => s.items).map((item) => [item.key, item]));

  it('an appraisal PDF becomes the appraisal report: New -> Processing -> Done, each figure with its quote', async () => {
    const id = await addActivity('appraisal');
    const ran = await upload(id, 'appraisal-118-maple.pdf', APPRAISAL);
    expect(ran.status.state).toBe('processing');

    const report = await settled(id);
    expect(report.state).toBe('done');
    expect(report.is_sandbox).toBe(false);
    expect(report.uploaded_file).toBe('appraisal-118-maple.pdf');
    expect(report.res).toHaveLength(1);
    expect(report.res![0]).toMatchObject({
      title: 'Appraisal',
      entity_type: 'property',
      entity_id: propertyId,
    });
    const items = itemsOf(report);
    expect(items.estimated_value).toMatchObject({
      label: 'Appraised Value',
      value: 1_250_000,
      confidence_level: 9,
      quote: 'As Is Market Value: $1,250,000',
    });
    expect(items.estimated_value!.note).toContain('appraisal-118-maple.pdf, page 1');
    expect(items.effective_date?.value).toBe('03/14/2026');
    // The appraiser's name, without the designation after it (the extractor reads a person's name;
    // "MAI" is a credential, kept in the quote).
    expect(items.appraiser_name).toMatchObject({
      value: 'Dana Whitfield',
      quote: 'Appraiser: Dana Whitfield, MAI',
    });
    expect(items.property_address?.value).toBe('118 Maple Ave, Austin, TX 78704');
    expect(items.cap_rate).toMatchObject({ value: 6.5, quote: 'Capitalization Rate: 6.5%' });
    expect(items.net_operating_income?.value).toBe(81_250);
    expect(items.year_built?.value).toBe(1998);
    // Indexes run 0..n-1 in order (001 §3).
    expect(report.res![0]!.items.map((item) => item.index)).toEqual(report.res![0]!.items.map((_, i) => i));

    const [activity] = await ctx.db.select().from(activities).where(eq(activities.id, id));
    expect(activity!.state).toBe('done');
    // Done allows 'download report' and another upload (000 §4).
    const pdf = await admin('GET', `/activity/${id}/download/report`);
    expect(pdf.statusCode).toBe(200);
  });

  it('a scanned appraisal (no text layer) is read by OCR: the same figures, with a lower confidence', async () => {
    const id = await addActivity('appraisal');
    await upload(id, 'appraisal-scan.pdf', APPRAISAL, true);
    const report = await settled(id);
    expect(report.state).toBe('done');
    const items = itemsOf(report);
    expect(items.estimated_value).toMatchObject({ value: 1_250_000, confidence_level: 6 });
    expect(items.estimated_value!.note).toContain('(OCR of a scan)');
    expect(items.cap_rate?.value).toBe(6.5);
  });

  it('a CoStar report PDF becomes the Costar report with market rent, vacancy, cap rate and submarket', async () => {
    const id = await addActivity('costar');
    await upload(id, 'costar-south-austin.pdf', COSTAR);
    const report = await settled(id);
    expect(report.state).toBe('done');
    expect(report.res![0]!.title).toBe('CoStar market report');
    const items = itemsOf(report);
    expect(items.submarket?.value).toBe('South Austin');
    expect(items.market?.value).toBe('Austin');
    expect(items.market_rent).toMatchObject({ value: 1845, quote: 'Market Asking Rent Per Unit: $1,845' });
    expect(items.vacancy_rate).toMatchObject({ label: 'Vacancy Rate (%)', value: 7.4 });
    expect(items.cap_rate?.value).toBe(5.6);
    expect(items.net_absorption_units?.value).toBe(1230);
    expect(items.inventory_units?.value).toBe(48_512);
    expect(items.under_construction_units?.value).toBe(2140);
    // Costar in Done: download only, no second upload (000 §4).
    const again = await admin('POST', `/activity/${id}/generate-document-with-presigned-url`, {
      content_type: 'application/pdf',
      name: 'again.pdf',
    });
    expect(again.statusCode).toBe(409);
  });

  it('an appraisal file with nothing usable ends Unsupported with the reason; a better file replaces it (000 §4)', async () => {
    const id = await addActivity('appraisal');
    await upload(id, 'notes.pdf', UNRELATED);
    const report = await settled(id);
    expect(report.state).toBe('unsupported');
    expect(report.res).toBeNull();
    expect(report.err).toBe('No appraisal figures were found in notes.pdf');

    // The appraisal row allows 'upload OCR' in Unsupported.
    await upload(id, 'appraisal.pdf', APPRAISAL);
    const replaced = await settled(id);
    expect(replaced.state).toBe('done');
    expect(replaced.err).toBeNull();
    expect(itemsOf(replaced).estimated_value?.value).toBe(1_250_000);
  });

  it('a Costar file with nothing usable ends in Missing Data with the reason', async () => {
    const id = await addActivity('costar');
    await upload(id, 'notes.pdf', UNRELATED);
    const report = await settled(id);
    expect(report.state).toBe('missing_data');
    expect(report.err).toBe('No CoStar market figures were found in notes.pdf');
    // The Costar row has no upload in Missing Data; the External Data tab's refetch is the way on.
    const again = await admin('POST', `/activity/${id}/generate-document-with-presigned-url`, {
      content_type: 'application/pdf',
      name: 'again.pdf',
    });
    expect(again.statusCode).toBe(409);
  });

  it('borrowers cannot upload into a Costar report from the staff calls', async () => {
    const id = await addActivity('costar');
    const borrower = caller(ctx, ctx.tokens.borrower);
    const grant = await borrower('POST', `/activity/${id}/generate-document-with-presigned-url`, {
      content_type: 'application/pdf',
      name: 'x.pdf',
    });
    expect(grant.statusCode).toBe(403);
  });
});
