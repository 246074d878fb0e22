// Addresses printed in parts (issue 23, stop 27): a form's boxes ('Street Address: 343 Oak Rd
// City: Ames  Zip: 50011' with the state on the county's line, 'Address: 12 Elm St' over 'City
// Macon, County Bibb, Georgia, Zip Code 31207', 'City, State, Zip: Bangor, ME 04409'), and an
// address whose state is spelled out ('locally known as 9 Elm St, Ames, Iowa 50011'). The state
// must agree with the ZIP code's region, else nothing is stated.
import { lineAt, type Found, type PageText } from './find';
import { STATE, stateCode } from './states';

/** The states each ZIP code's first digit serves (USPS national areas; 005 is New York's). */
const ZIP_AREAS = [
  'CT MA ME NH NJ NY RI VT',
  'DE NY PA',
  'DC MD NC SC VA WV',
  'AL FL GA MS TN',
  'IN KY MI OH',
  'IA MN MT ND SD WI',
  'IL KS MO NE',
  'AR LA OK TX',
  'AZ CO ID NM NV UT WY',
  'AK CA HI OR WA',
].map((area) => new Set(area.split(' ')));

/** A ZIP code that a state's post offices can have ('50011' is Iowa's region, never Texas'). */
const zipFitsState = (zip: string, code: string): boolean => ZIP_AREAS[Number(zip[0])]?.has(code) ?? false;

/** A state name as OCR may print it: a capital I read as a lower-case l ('lowa', 'lllinois'). */
const SPELLED = STATE.replace(/\bI/g, '[Il]');
const codeOf = (name: string) => stateCode(name.replace(/^l/, 'I').replace(/\s+/g, ' '));

/** A street: a number and one to six capitalised words ('343 Gatehouse Rd', '18 N 4th St'). */
const STREET = String.raw`\d{1,6}(?: (?!(?:City|County|State|Zip)\b)[A-Z0-9][A-Za-z0-9.'-]*){1,6}`;

const parts = (value: string, page: number, quote: string, zip: string, code: string | null) =>
  code && zipFitsState(zip, code) ? { value, page, quote } : null;

/**
 * An address whose state is spelled out after a label: '<label> 1743 Cobblestone Row, Dubuque,
 * Iowa 52002' (wrapped lines read as one), stated with the state's code.
 */
export const spelledAddress = (pages: PageText[], label: string): Found | null => {
  for (const { page, text } of pages) {
    const flat = text.replace(/[ \t]*\n[ \t]*/g, (gap) => ' '.padEnd(gap.length, ' '));
    const re = new RegExp(
      String.raw`(?:${label})[^\n\d]{0,20}?(${STREET}),[ \t]+([A-Z][A-Za-z.' ]{1,30}?),?[ \t]+(${SPELLED}),?[ \t]+(\d{5})(?![\d-])`,
      'g',
    );
    for (let m = re.exec(flat); m; m = re.exec(flat)) {
      const code = codeOf(m[3]!);
      const value = `${m[1]!.replace(/\s+/g, ' ')}, ${m[2]!.replace(/\s+/g, ' ')}, ${code} ${m[4]}`;
      const found = parts(value, page, lineAt(text, m.index), m[4]!, code);
      if (found) return found;
    }
  }
  return null;
};

/** The one state a window of text names (its code, or a spelled name), else null. */
const stateIn = (window: string, zip: string): string | null => {
  const codes = new Set<string>();
  const labelled = /\bState[ \t]*:?[ \t]*([A-Z]{2})\b/.exec(window)?.[1];
  if (labelled) codes.add(labelled);
  for (const m of window.matchAll(/(?<![A-Za-z])([A-Z]{2})[ \t]+\d{5}\b/g)) codes.add(m[1]!);
  for (const m of window.matchAll(new RegExp(`(?<![A-Za-z])${SPELLED}(?![A-Za-z])`, 'g'))) {
    const code = codeOf(m[0]);
    if (code) codes.add(code);
  }
  const fitting = [...codes].filter((c) => zipFitsState(zip, c));
  return fitting.length === 1 && codes.size === 1 ? fitting[0]! : null;
};

/**
 * A street after an address label, its city, state and ZIP in labelled boxes on the same line or
 * the next two ('City: Asheville  Zip: 28802' over 'County: Buncombe, North Carolina'). Every
 * part must be there, the state named once and in the ZIP code's region.
 */
export const addressInBoxes = (pages: PageText[], label: string): Found | null => {
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    for (const [i, line] of lines.entries()) {
      const m = new RegExp(String.raw`(?:${label})[ \t]*:?[ \t]*(${STREET})(?![A-Za-z0-9,])`, 'i').exec(line);
      if (!m) continue;
      const window = [line.slice(m.index + m[0].length), ...lines.slice(i + 1, i + 3)].join('\n');
      const city = // 'City of Rochester, County of Olmsted, State of Minnesota, Zip Code 55904' too.
        /\bCity(?:(?:,? |\/)State(?:,? |\/)(?:and )?Zip(?: Code)?)?(?:[ \t]+of)?[ \t]*[:.]?[ \t]*([A-Z][A-Za-z.']*(?: [A-Z][A-Za-z.']*){0,3})(?=[ \t]*[,.]|\s{2,}|[ \t]*$|[ \t]+(?:State|Zip|County)\b)/.exec(
          window,
        )?.[1];
      const zip =
        /\bZip(?: Code)?[ \t]*:?[ \t]*(\d{5})\b/i.exec(window)?.[1] ??
        /(?<![A-Za-z])[A-Z]{2}[ \t]+(\d{5})\b/.exec(window)?.[1];
      if (!city || !zip) continue;
      const code = stateIn(window, zip);
      // A unit in its own box after the street ('5243 Cobblestone Row  Unit # 217').
      const unit = /^[ \t,]*(Unit|Apt\.?|Suite|Ste\.?)[ \t]*#?[ \t]*([A-Z0-9-]{1,6})\b/i.exec(window);
      const street = unit ? `${m[1]} ${unit[1]} ${unit[2]}` : m[1]!;
      const found = code ? parts(`${street}, ${city}, ${code} ${zip}`, page, line.trim(), zip, code) : null;
      if (found) return found;
    }
  }
  return null;
};
