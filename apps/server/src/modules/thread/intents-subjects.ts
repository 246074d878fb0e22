// What a question names beyond the topic table (issue 23 item 4): "the sponsor's employer", "the
// HOA dues", "the title company". A loan file states none of these as a topic, so such a question
// is never answered with a topic's figure; the file is searched for the words it names, and when no
// record, report or page names them the answer is "not in the file".

/**
 * Subjects a question can ask about that no topic states (a person's job, income or identity, the
 * property's taxes, insurance, zoning or parking, the deal's other parties and fees): naming one
 * rules out every topic, so "the lot size" is not the square footage nor "the property taxes" an
 * amount of the loan.
 */
export const OTHER_SUBJECTS =
  /\b(employer|employment|employed|employee|occupation|job|work (for|at)|salary|wage|w-?2|paystub|pay stub|tax return|ssn|social security|date of birth|birthday|born|zoning|zoned|parking|hoa|association (due|fee)|condo fee|title (company|insurer|agent|commitment|insurance)|escrow (agent|company|officer)|property tax|real estate tax|tax bill|taxe?|insurance|insurer|premium|property manager|management (company|fee)|manage[sd]?|phase (i|1|one)|environmental|lot size|acreage|lot area|land area|site area|attorney|counsel|law firm|prepayment|prepay|(?<!late |default )penalty(?! rate)|origination|lender fee|exit fee|broker fee|(?<!\blate\b.*)(?<!extension )fee|assess(ment|or)|assessed value|insured|(borrower|sponsor|guarantor) age)\b/;

/** Words a question asks with that name no subject of their own. */
const GENERIC = new Set(
  (
    'what which who whom whose when where why how is are was were be been do does did has have had ' +
    'the a an and or of on in at to for from by with about as this that these those it its there ' +
    'their they them he she his her we our us you your me my i can could would should will shall ' +
    'please pls quick tell show give need know want get let say said any some much many per each ' +
    'every all also just again now today currently current latest total figure number amount value ' +
    'info information detail loan deal file record document borrower sponsor guarantor client ' +
    'applicant property building asset subject collateral house home unit month monthly year annual ' +
    'yearly one thing does not no yes ok okay like look see find check confirm here hi hey thank ' +
    'thanks question committee ic underwriting underwriter credit team us bank account ' +
    'date day time name dollar percent rate figure ' +
    'statement checking saving operating note mortgage count ' +
    'january february march april may june july august september october november december ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec'
  ).split(' '),
);

/** Other words for a subject, so a page that names it otherwise is found ("Phase I" in an ESA). */
const RELATED: [RegExp, string[]][] = [
  [/^(phase|environmental|esa)$/, ['phase', 'environmental', 'esa']],
  [/^(title)$/, ['title', 'commitment']],
  [/^(tax|taxe)$/, ['tax', 'taxes']],
  [/^(insurance|insurer|premium)$/, ['insurance', 'premium', 'hazard', 'acord', 'insurer']],
  [/^(hoa|association)$/, ['hoa', 'association']],
  [/^(zoning|zoned)$/, ['zoning', 'zoned']],
  [
    /^(employer|employment|employed|job|occupation|work|salary|wage|w-?2|paystub)$/,
    ['employer', 'employment', 'occupation', 'salary', 'w-2', 'w2', 'paystub', 'wages'],
  ],
  [/^(birth|birthday|born|dob)$/, ['birth', 'dob', 'born']],
  [/^(manager|management|manage)$/, ['manager', 'management']],
];

/** The words a question names beyond asking (lower case), each as typed: the subjects to look for. */
export const namedWords = (normalized: string): string[] => [
  ...new Set(
    (normalized.match(/[a-z][a-z0-9-]*[a-z0-9]/g) ?? []).filter((w) => w.length > 1 && !GENERIC.has(w)),
  ),
];

/** The words to search the file for: each subject word and the other words for it. */
export const searchWords = (subjects: string[]): string[] => [
  ...new Set(subjects.flatMap((w) => [w, ...(RELATED.find(([re]) => re.test(w))?.[1] ?? [])])),
];
