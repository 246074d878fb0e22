// The offline extractor's rent roll: unit rows (the rent read under its column), vacancies and the
// printed total; the rows are stated only when a printed total or unit count confirms them.
import {
  amountsOf,
  either,
  first,
  labelledMoney,
  labelledPercent,
  reject,
  type DocumentClass,
  type Found,
  type PageText,
} from './find';
import { addressAfter, NAME, onlyAddress } from './layout';
import { addressInBoxes } from './address-parts';
import {
  chargeCodeRent,
  chargeSummaryRent,
  MONEY_COLUMN,
  pipeRentCell,
  rentColumn,
  rentInCell,
  tenantInCell,
  totalRow,
  VACANT,
  withContinuation,
  type RentCell,
  type RentColumn,
} from './rent-columns';
import { printedCounts } from './rent-summary';
import {
  OCCUPANT_SIGNAL,
  UNIT_COUNT_LABEL,
  UNIT_HEAD,
  UNIT_MIX_HEAD,
  UNIT_PREFIX,
  UNITS_SIGNAL,
} from './rent-words';
import { joinPipeRows } from './pipes';

/** A rent roll row: a unit id first, then the tenant (or vacant), the rent the last amount. */
type UnitRow = { unit: string; vacant: boolean; tenant: string; rent: number; line: string; page: number };

/** A unit id: '204', 'B-3', '#12', 'Unit 7A', 'Apt 201' (rent-words.ts), or the words a house or duplex names its units by. */
/** A letter alone in a '|' row's first cell ('A | Percival Stavros | 3/1 | ...') is a unit id too. */
const UNIT_ROW = new RegExp(
  String.raw`^[ \t]*${UNIT_PREFIX}?([A-Z]{0,2}-?\d{1,4}[A-Z]?|[A-Z](?=[ \t]*\|)|Main|Upper|Lower|Front|Rear|Basement|Garden|Penthouse|Cottage|ADU)(?:[ \t]+|(?=\|))(\S.*)$`,
);

const unitRows = (pages: PageText[]): UnitRow[] => {
  const rows: UnitRow[] = [];
  // A header holds for the pages after it until another header (rows continue over pages).
  let column: RentColumn | null = null;
  // A '|' table's rows are read by their cells (wrapped rows joined first).
  let cells: RentCell | null = null;
  // Under a unit-mix summary's header, rows are floor plans, not units (rent-words.ts).
  let mix = false;
  for (const { page, text } of pages) {
    const lines = joinPipeRows(text.split('\n'));
    for (const [i, line] of lines.entries()) {
      // A header names its rows' unit (a mixed-use roll's 'Suite | Tenant ...' over 'Apt | Type ...').
      if (UNIT_HEAD.test(line) && amountsOf(line).length === 0 && MONEY_COLUMN.test(line)) {
        MONEY_COLUMN.lastIndex = 0;
        column = rentColumn(withContinuation(line, lines[i + 1]));
        cells = pipeRentCell(line);
        mix = UNIT_MIX_HEAD.test(line);
        continue;
      }
      MONEY_COLUMN.lastIndex = 0;
      if (mix) continue;
      const m = UNIT_ROW.exec(line);
      if (!m || /^total/i.test(line.trim())) continue;
      const amounts = amountsOf(m[2]!);
      const vacant = VACANT.test(m[2]!);
      // A vacant unit often prints no amount at all ('103 1/1 VACANT - - -'): still a unit, no rent.
      if (amounts.length === 0 && vacant) {
        rows.push({ unit: m[1]!, vacant, tenant: '', rent: 0, line: line.trim(), page });
        continue;
      }
      if (amounts.length === 0) continue;
      // A row whose last amounts wrapped onto the next line (a line of amounts only) is joined.
      const next = lines[i + 1] ?? '';
      if (
        column &&
        amounts.length < column.count &&
        /^[\s\d.,$()/-]+$/.test(next) &&
        amountsOf(next).length > 0
      )
        amounts.push(...amountsOf(next));
      // 'Last, First' first: a status word before it ('Occupied Baptiste, Thaddeus') is no part of it.
      // A '|' row's tenant is its whole cell under the header's tenant column ('H&R Tax Service').
      const tenant = vacant
        ? ''
        : (tenantInCell(line, cells) ??
          /[A-Z][a-z]+, [A-Z][a-z]+/.exec(m[2]!)?.[0] ??
          new RegExp(NAME).exec(m[2]!)?.[0] ??
          '');
      // Several money columns: the rent is read under its header; a row with other counts of
      // amounts cannot be placed, so it is marked (rent NaN) and the sums will not confirm it.
      // A vacant unit has no rent whatever its other columns (market rent, deposit) print.
      const inCell = rentInCell(line, cells);
      const rent =
        inCell !== undefined
          ? vacant
            ? 0
            : inCell
          : column?.code
            ? vacant
              ? 0
              : chargeCodeRent(m[2]!)
            : column
              ? amounts.length === column.count
                ? amounts[column.at]!
                : vacant
                  ? 0
                  : Number.NaN
              : amounts.at(-1)!;
      rows.push({
        unit: m[1]!,
        vacant,
        // A status column after the name ('Ingrid Okonkwo Current') is no part of it.
        tenant: tenant
          .replace(/^Occupied /, '')
          .replace(/ (?:Current|Occupied|Notice(?:-[A-Za-z]+)?|Evict[a-z]*|MTM)$/, ''),
        rent,
        line: line.trim(),
        page,
      });
    }
  }
  return rows;
};

/** A count printed in a summary line (not in a unit row): 'Total units 12', 'Vacant 3'. */
const printedCount = (pages: PageText[], label: string): number | null => {
  const summaries = pages.map((p) => ({
    page: p.page,
    text: p.text
      .split('\n')
      .filter((line) => !/^[ \t]*(?:Unit[ \t]*|#)?[A-Z]?\d{1,4}[A-Z]?[ \t]/.test(line))
      .join('\n'),
  }));
  const f = first(
    summaries,
    new RegExp(String.raw`\b(?:${label})[ \t]*:?[ \t]*(\d{1,4})\b(?![\d,.%])`, 'i'),
    (m) => Number(m[1]),
  );
  return f ? Number(f.value) : null;
};

/** A unit count in a summary sentence: 'Occupied: 7 of 13 units', 'Total 12 Units, 75.0% Occupied'. */
const unitsInWords = (pages: PageText[]): number | null => {
  const f = first(pages, /\b(?:\d{1,4}[ \t]+of[ \t]+|total[ \t]+)(\d{1,4})[ \t]+units\b/i, (m) =>
    Number(m[1]),
  );
  return f ? Number(f.value) : null;
};

const fromRows = (pages: PageText[], value: (rows: UnitRow[]) => unknown): Found | null => {
  const rows = unitRows(pages);
  return rows.length > 0 ? { value: value(rows), page: rows[0]!.page, quote: rows[0]!.line } : null;
};

export const rentRoll: DocumentClass = {
  id: 'rent-roll',
  label: 'Rent roll',
  signals: [
    [/rent roll/i, 6],
    // 'Rent Schedule', 'Tenant Roster': weaker (an appraisal's comparable rent schedule).
    [/\brent schedule\b|\btenant (?:roster|schedule|listing)\b/i, 3],
    [UNITS_SIGNAL, 1],
    // The occupant by any name ('Tenant', 'Resident', 'Lessee', 'Occupant').
    [OCCUPANT_SIGNAL, 2],
    // A rent column by its usual qualifiers (Yardi, AppFolio, RealPage: Lease, Contract, Actual, Current).
    [/lease (?:start|end|expiration)|(?:monthly|lease|contract|actual|scheduled|current|market) rent/i, 2],
  ],
  fields: [
    {
      key: 'property_address',
      value_type: 'STRING',
      aliases: ['property', 'address'],
      // A labelled property line first ('Property: Kingfisher Commons, 2301 Wexford Rd, ...'): the
      // word 'Property' in a manager's name ('... Property Management, 2041 ...') labels nothing.
      find: (pages) =>
        either(
          addressAfter(pages, String.raw`(?<![^\n])[ \t]*property(?: address| name)?[ \t]*:[^\n\d]{0,40}?`),
          () => addressAfter(pages, 'property(?: address)?'),
          () => addressInBoxes(pages, 'property address|street address|address'),
          () => onlyAddress(pages),
        ),
    },
    {
      key: 'unit_count',
      value_type: 'INTEGER',
      aliases: ['units', 'number of units', 'how many units'],
      find: (pages) => fromRows(pages, (rows) => rows.length),
    },
    {
      key: 'vacant_units',
      value_type: 'INTEGER',
      aliases: ['vacant', 'vacancies'],
      find: (pages) => fromRows(pages, (rows) => rows.filter((r) => r.vacant).length),
    },
    {
      key: 'tenants',
      value_type: 'LIST[STRING]',
      aliases: ['tenants', 'tenant names', 'occupants'],
      find: (pages) =>
        fromRows(pages, (rows) => rows.filter((r) => !r.vacant && r.tenant).map((r) => r.tenant)),
    },
    {
      key: 'total_monthly_rent',
      value_type: 'FLOAT',
      aliases: ['rent', 'monthly rent', 'gross rent', 'income', 'total rent'],
      // The printed total only (a sum of rows a scan may have dropped is never stated as the total).
      // A total named as the rent's comes before a bare 'Total' row, whose first figure may be
      // another column's (square feet).
      find: (pages) =>
        either(
          labelledMoney(
            pages,
            'total (?:monthly )?(?:contract |actual |scheduled )?rents?\\b|gross (?:monthly|potential) rent',
          ),
          () => chargeSummaryRent(pages),
          () => totalRow(pages),
          () => labelledMoney(pages, '^[ \\t]*totals?\\b'),
        ),
    },
    {
      key: 'occupancy_rate',
      value_type: 'FLOAT',
      aliases: ['occupancy', 'occupied'],
      find: (pages) => labelledPercent(pages, 'occupancy(?: rate)?'),
    },
  ],
  check: (found, pages) => {
    const rows = unitRows(pages);
    const units = found.get('unit_count');
    const vacant = found.get('vacant_units');
    const tenants = found.get('tenants');
    const total = found.get('total_monthly_rent');
    const sum = Math.round(rows.reduce((s, r) => s + r.rent, 0) * 100) / 100;
    const printedUnits = printedCount(pages, `${UNIT_COUNT_LABEL}|units`);
    // A count named as the units' total only ('Vacant Units 4221' may be square feet).
    const statedUnits = printedCount(pages, UNIT_COUNT_LABEL) ?? unitsInWords(pages);
    const printedVacant = printedCount(pages, 'vacant');
    const placed = rows.every((r) => Number.isFinite(r.rent));
    // A total line with one figure per money column ('Total 22,400.00 12,425.00 4,500.00'): the
    // rent total is the figure equal to the rows' sum, the first figure is not assumed.
    if (total && placed && typeof total.value === 'number' && Math.abs(sum - total.value) > 0.011) {
      const other = amountsOf(total.quote ?? '').find((a) => Math.abs(a - sum) <= 0.011);
      if (other !== undefined) found.set('total_monthly_rent', { ...total, value: other });
    }
    const totalNow = found.get('total_monthly_rent');
    const totalAgrees =
      placed && !!totalNow && typeof totalNow.value === 'number' && Math.abs(sum - totalNow.value) <= 0.011;
    // The rows are stated only when something printed confirms every row was read.
    // A printed unit count that disagrees with the rows is never overruled by the rent total.
    const countDiffers = statedUnits !== null && statedUnits !== rows.length;
    const confirmed = placed && !countDiffers && (totalAgrees || printedUnits === rows.length);
    const reason = !placed
      ? "A unit row's rent could not be placed under the rent column: the rows are not stated"
      : countDiffers
        ? `${rows.length} unit rows were read but the page states ${statedUnits} units`
        : total && typeof total.value === 'number' && !totalAgrees
          ? `The unit rows add up to ${sum} a month, not the printed total: a row may be missing or misread`
          : 'No printed total confirms that every unit row was read';
    if (totalNow && typeof totalNow.value === 'number' && rows.length > 0 && !totalAgrees)
      found.set('total_monthly_rent', reject(totalNow, reason));
    if (!confirmed)
      for (const [key, f] of [
        ['unit_count', units],
        ['vacant_units', vacant],
        ['tenants', tenants],
      ] as const)
        if (f) found.set(key, reject(f, reason));
    // Rows not read (or not confirmed): the counts the roll prints of itself, when they add up.
    const printed = found.get('unit_count')?.value == null ? printedCounts(pages) : null;
    if (printed)
      for (const key of ['unit_count', 'vacant_units'] as const)
        found.set(key, printed[key === 'unit_count' ? 'units' : 'vacant']);
    // A roll that states the property has no units at all (vacant land): none, none vacant, no tenants.
    const none =
      rows.length === 0 &&
      first(pages, /\b(?:total units|number of units)[ \t]*:?[ \t]*0\b(?![\d,.%])/i, () => 0);
    if (none)
      for (const [key, value] of [
        ['unit_count', 0],
        ['vacant_units', 0],
        ['tenants', [] as string[]],
      ] as const)
        if (!found.get(key)) found.set(key, { ...none, value });
    if (vacant && vacant.value !== null && printedVacant !== null && printedVacant !== vacant.value)
      found.set(
        'vacant_units',
        reject(vacant, `${String(vacant.value)} vacant rows were read but the page states ${printedVacant}`),
      );
  },
};
