// US states by name and by postal code (the extractor's addresses, licences and formation states).

const STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
];
/** Longest first, so 'West Virginia' is not read as 'Virginia'. */
export const STATE = `(?:${[...STATES].sort((a, b) => b.length - a.length).join('|')})`;

/** 'NORTH CAROLINA' -> 'North Carolina'. */
export const stateName = (text: string): string | null =>
  STATES.find((s) => s.toLowerCase() === text.trim().toLowerCase().replace(/\s+/g, ' ')) ?? null;

/** Postal codes in the order of STATES. */
const CODES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

/** 'New Mexico' -> 'NM' (any case, spacing). */
export const stateCode = (name: string): string | null => {
  const at = STATES.indexOf(stateName(name) ?? '');
  return at >= 0 ? CODES[at]! : null;
};
