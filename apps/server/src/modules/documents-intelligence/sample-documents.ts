// Realistic lender documents made on the spot (issue 9): as text PDFs (pdfkit) and as scans
// (the page drawn into an image, as a scanner would deliver it). Used by the demo seed, the
// tests and the bench; the values are known, so an extractor's answers can be checked.
import { formatCurrency } from '@lending/domain';
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';

export type SampleKind = 'bank-statement' | 'operating-agreement' | 'driver-license' | 'rent-roll' | 'sreo';

export type SampleOptions = { name?: string; seed?: number };

const money = (n: number) => formatCurrency(n, { cents: true });

/** The lines of a sample document; values follow from the seed so several loans differ. */
export const sampleLines = (kind: SampleKind, options: SampleOptions = {}): string[] => {
  const seed = options.seed ?? 1;
  const name = options.name ?? 'Jordan Avery';
  switch (kind) {
    case 'bank-statement': {
      const begin = 12_000 + seed * 1_375.5;
      const deposits = 38_000 + seed * 250;
      const withdrawals = 9_135.58 + seed * 10;
      const end = Math.round((begin + deposits - withdrawals) * 100) / 100;
      return [
        'FIRST NATIONAL BANK',
        'Business Checking Statement',
        `Account Holder: ${name}`,
        `Account Number: ****${String(4321 + seed).slice(-4)}`,
        'Statement Period: 01/01/2025 - 01/31/2025',
        '',
        'ACCOUNT SUMMARY',
        `Beginning Balance ${money(begin)}`,
        `Deposits and Credits ${money(deposits)}`,
        `Withdrawals and Debits ${money(withdrawals)}`,
        `Ending Balance ${money(end)}`,
        `Average Daily Balance ${money(Math.round((begin + end) * 50) / 100)}`,
        '',
        'TRANSACTIONS',
        '01/03 Wire Transfer In Rental Income 12,500.00',
        '01/09 ACH Payment Property Tax 3,200.00',
        '01/15 Deposit Tenant Rent Unit 2 2,150.00',
        '01/22 Check 1043 Contractor 4,935.58',
        '01/28 Deposit Sale Proceeds 23,350.00',
      ];
    }
    case 'operating-agreement':
      return [
        'OPERATING AGREEMENT',
        'OF MAPLE STREET HOLDINGS, LLC',
        'A Texas Limited Liability Company',
        '',
        'This Operating Agreement is made and entered into effective as of March 15, 2021 by the members',
        'listed below. The Company is organized under the laws of the State of Texas.',
        '',
        'ARTICLE 1. MANAGEMENT',
        'The Company shall be manager-managed. Jordan Avery is hereby appointed as the Manager.',
        'The registered agent is Lone Star Registered Agents Inc.',
        '',
        'SCHEDULE A. MEMBERS AND MEMBERSHIP INTERESTS',
        `${name}   60%`,
        'Casey Morgan   40%',
        '',
        'IN WITNESS WHEREOF, the Members have executed this Agreement.',
      ];
    case 'driver-license':
      return [
        'TEXAS DRIVER LICENSE',
        'DL NO 41872' + String(300 + seed),
        `NAME: ${name.toUpperCase()}`,
        'ADDRESS: 118 MAPLE AVE, AUSTIN TX 78704',
        'DOB: 05/12/1981',
        'ISS: 06/01/2022',
        'EXP: 05/12/2030',
        'CLASS: C   RESTRICTIONS: NONE',
      ];
    case 'rent-roll':
      return [
        'RENT ROLL',
        'Property: 2200 Lakeview Dr, Austin TX 78745',
        'As of: 02/01/2025',
        '',
        'Unit  Tenant  Monthly Rent  Lease End',
        'Unit 101 Maria Lopez $1,450.00 12/31/2025',
        'Unit 102 David Chen $1,525.00 08/31/2025',
        'Unit 103 VACANT $0.00 -',
        'Unit 104 Priya Patel $1,600.00 03/31/2026',
        '',
        'Total Monthly Rent $4,575.00',
        'Occupancy: 75%',
      ];
    case 'sreo':
      return [
        'SCHEDULE OF REAL ESTATE OWNED',
        `Borrower: ${name}`,
        '',
        '#  Property Address  Market Value  Mortgage Balance  Monthly Rent',
        '1. 118 Maple Ave Austin TX $640,000.00 $410,000.00 $3,900.00',
        '2. 2200 Lakeview Dr Austin TX $1,150,000.00 $720,000.00 $4,575.00',
        '3. 77 Cedar Ct Round Rock TX $385,000.00 $0.00 $2,100.00',
        '',
        'Totals $2,175,000.00 $1,130,000.00 $10,575.00',
      ];
  }
};

/** A text PDF of the lines (one page, or `pages` copies with a page marker). */
export const samplePdf = (lines: string[], pages = 1): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 72 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let page = 0; page < pages; page++) {
      if (page > 0) doc.addPage();
      for (const [i, line] of lines.entries())
        doc
          .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(i === 0 ? 16 : 11)
          .text(line || ' ');
      if (pages > 1)
        doc
          .moveDown()
          .fontSize(9)
          .text(`Page ${page + 1} of ${pages}`);
    }
    doc.end();
  });

/** A 300-dpi letter-size scan of the lines, as PNG or JPEG (a slight grey, like paper). */
export const sampleScan = (lines: string[], format: 'png' | 'jpeg' = 'png', dpi = 300): Buffer => {
  const width = Math.round(8.5 * dpi);
  const height = Math.round(11 * dpi);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f7f6f2';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#161616';
  const size = Math.round(dpi * 0.16);
  let y = Math.round(dpi * 1.1);
  for (const [i, line] of lines.entries()) {
    g.font = `${i === 0 ? 'bold ' : ''}${i === 0 ? Math.round(size * 1.35) : size}px sans-serif`;
    if (line) g.fillText(line, Math.round(dpi * 0.9), y);
    y += Math.round(size * 1.6);
  }
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 85);
};

/** A PDF whose only page is an image (a scanner's PDF): no text layer at all. */
export const scannedPdf = (image: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.image(image, 0, 0, { width: 612, height: 792 });
    doc.end();
  });

/** A password-protected PDF (pdfkit encrypts with a user password). */
export const encryptedPdf = (lines: string[]): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', userPassword: 'secret', ownerPassword: 'owner-secret' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const line of lines) doc.text(line || ' ');
    doc.end();
  });
