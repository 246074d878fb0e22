// The topic table's loan and property topics (intents-cues.ts explains the weights); the servicing
// ones are in intents-topics-servicing.ts.
import { cues, boost, fact, HOW_MANY, BANK_CONTEXT, type Topic } from './intents-cues';

export const LOAN_TOPICS: Topic[] = [
  {
    intent: { type: 'derived', key: 'ltv' },
    name: 'LTV',
    cues: [
      ...cues(3, /\bltv\b/, /loan[- ]to[- ]value/),
      ...cues(3, /\blever(age|ed)\b/, /\b(loan|lend|lending|financing|fund\w*)\b.*\b(value|apprais\w*)\b/),
      ...cues(3, /\bagainst the (property |appraised |as-is )?(value|appraisal)\b/),
      ...cues(-3, /\bexit\b|\barv\b|after[- ]repair/),
      ...cues(2, /\bvalue\b.*\b(loan|note)\b/),
    ],
  },
  {
    intent: { type: 'derived', key: 'ltc' },
    name: 'LTC',
    cues: [
      ...cues(3, /\bltc\b/, /loan[- ]to[- ]cost/),
      ...cues(
        3,
        /\b(loan|lend|lending|financing|finance|fund\w*)\b.*\bcost\b|\bcost\b.*\b(loan|lend|lending|financing|fund\w*)\b/,
      ),
    ],
  },
  {
    intent: { type: 'derived', key: 'dscr' },
    name: 'DSCR',
    cues: [
      ...cues(3, /\bdscr\b/, /debt[- ]service coverage/, /coverage ratio/, /\bdebt coverage\b/),
      ...cues(3, /\bcover\b.*\bdebt\b/, /\bdcr\b/, /\bdsc\b/, /\bdebt (service )?coverage\b/),
      ...cues(3, /\bcash ?flow\w*\b.*\bcover\b|\bcover\b.*\b(debt|mortgage|loan) payment/),
      ...cues(3, /\bnoi\b.*(\b(over|divided by|against|versus|vs\.?|to)\b|\/).*\bdebt\b/),
      ...cues(3, /\b(noi|income|cash ?flow)\b.*\bcover/, /\bcover\w*\b.*\b(interest|payment)/),
      ...cues(-3, /\binsurance\b/),
      ...cues(2, /\bcoverage\b/),
      ...cues(1, /\bdebt service\b/),
    ],
  },
  {
    intent: { type: 'findings' },
    name: 'findings',
    cues: [
      ...cues(3, /\bfinding\b/, /\binsight\b/, /red flag/),
      ...cues(2, /\bflag(ged)?\b/, /\bconcern(ing)?\b/, /\bwarning\b/, /\brisk\b/, /\bissue\b/),
    ],
  },
  {
    intent: fact('rent_per_unit'),
    name: 'rent per unit',
    cues: [
      ...cues(3, /rent per unit/, /per[- ]unit rent/, /rent (for|of|on) each unit/),
      ...cues(
        3,
        /\brent\b.*\b(per|each|every|a) (unit|door|apartment)/,
        /\b(per|each|every) (unit|door|apartment)\b.*\brent/,
      ),
    ],
  },
  {
    intent: fact('market_rent'),
    name: 'market rent',
    cues: [...cues(3, /market rent/, /comparable rent/, /rent comp/)],
  },
  {
    intent: fact('monthly_rent'),
    name: 'monthly rent',
    cues: [
      ...cues(3, /rental income/, /rent roll/, /monthly rent/, /gross rent/, /\brent collected\b/),
      ...cues(2, /\brent\b/, /\brental\b/),
      ...cues(1, /\bincome\b/),
    ],
  },
  {
    intent: fact('appraised_value'),
    name: 'appraised value',
    cues: [
      ...cues(3, /apprais/, /valuation/, /\bas[- ]is\b/, /market value/, /\bvalued\b/),
      ...cues(3, /\b(property|building|collateral|house|home) value\b/),
      ...cues(3, /\b(property|building|collateral|house|home|asset) (is )?worth\b/, /worth per the/),
      ...cues(2, /\bvalue\b/),
      ...cues(-3, /loan[- ]to[- ]value|\bltv\b/),
      // Another premise's value (after repair, stabilized) or a portfolio's is not the as-is value.
      ...cues(
        -3,
        /\bafter[- ]repair|\barv\b|\bstabili[sz]ed\b|\bprospective\b|\bexit\b|\bs?reo\b|\bportfolio\b|\b(land|site|lot) value\b/,
      ),
    ],
  },
  {
    intent: fact('purchase_price'),
    name: 'purchase price',
    cues: [
      ...cues(3, /purchase price/, /contract price/, /\bsales? price/, /acquisition (price|cost)/),
      ...cues(3, /\bunder contract\b/),
      ...cues(3, /\b(paying|paid|pay|purchased|sold|selling) for\b/, /\bbought (it |the property )?for\b/),
      ...cues(
        2,
        /\bpurchase\b/,
        /\bprice\b/,
        /\bacquisition\b/,
        /\bbuyer\b/,
        /\bbuying\b/,
        /\bacquir(e|ed|ing)\b/,
      ),
      ...cues(1, /\bpaying\b/),
    ],
  },
  {
    intent: fact('closing_date'),
    name: 'closing date',
    cues: [
      ...cues(
        3,
        /clos(e|ing) date/,
        /(target|expected|scheduled|anticipated|projected|estimated|planned) clos/,
      ),
      ...cues(3, /\bwhen\b.*\bclos(e|ing)\b/, /\bdate\b.*\bclos(e|ing)\b/, /\bclos(e|ing)\b.*\bset for\b/),
      ...cues(3, /\bcoe\b/, /\bclose of escrow\b/, /\bsettlement date\b/),
      // Funding still ahead is the closing ("when do we fund", "target funding date").
      ...cues(
        3,
        /\b(target|expected|scheduled|anticipated|projected|estimated|planned) fund/,
        /\bwhen (will|do|does|are|is|should)\b.*\bfund(ing)?\b/,
      ),
      ...cues(2, /\bclos(e|ing)\b/),
      ...cues(-3, /(closing|ending) balance|post[- ]clos|close out|closing cost/, BANK_CONTEXT),
    ],
  },
  {
    intent: fact('loan_amount'),
    name: 'loan amount',
    cues: [
      ...cues(3, /loan amount/, /\bloan size\b/, /amount (of the loan|requested)/),
      ...cues(3, /how much\b.*\b(borrow|borrowing|lend|lending|asking for|requesting|financing)\b/),
      ...cues(3, /\b(size|big|large)\b.*\bloan\b|\bloan\b.*\b(size|big|large)\b/),
      ...cues(2, /\b(borrow|borrowing|lend|lending|asking for|requested|request)\b/),
      ...cues(-3, /\bborrowing (entity|company|llc)\b/),
      ...cues(2, /\bhow much is the (loan|note)\b/),
      ...cues(1, /\bamount\b/),
      ...cues(-3, /\bprincipal\b|\bowe\b|\bowed\b|\boutstanding\b|pay ?-?off/),
      // The loan against a cost or a value is a ratio (LTC, LTV), not the amount.
      ...cues(-2, /\b(cost|value|appraisal)\b/),
    ],
  },
  {
    intent: fact('interest_rate'),
    name: 'interest rate',
    cues: [
      ...cues(3, /interest rate/, /note rate/, /\bcoupon\b/),
      ...cues(2, /\brate\b/, /\binterest\b/, /\bcharg(e|ing)\b/, /\bpric(ing|ed)\b/),
      ...cues(-3, /\bcap(italization)? rate|\bvacancy|\boccupancy|\btax rate/),
      ...cues(-3, /\binterest reserve\b|\brate cap\b|\bdefault\b/),
      // Interest owed so far, an interest-only loan or the interest payment is not the rate.
      ...cues(
        -3,
        /\baccru|\binterest[- ]only\b|\bunpaid interest\b|\binterest (payment|owed|due)\b|\bp ?(&|and) ?i\b/,
      ),
      // The NOI covering the interest is the coverage; a statement's balance is no rate.
      ...cues(-3, /\bcover/, /\bbalance\b/, BANK_CONTEXT),
      ...cues(3, /\bapr\b/),
      ...cues(
        -3,
        /\b(member|membership|ownership|owner)\b.*\binterest\b|\binterest\b.*\b(member|own|held|hold)\b/,
      ),
    ],
  },
  {
    intent: fact('term_months'),
    name: 'term',
    cues: [
      ...cues(3, /\bterm\b/, /\bduration\b/, /\bhow long is the (loan|note)\b/),
      // The extension terms, or the date the loan matures, are not its term in months.
      ...cues(-3, /term sheet/, /\bextension\b|\bextend/, /\bmatur/),
      ...cues(-3, /\b(fee|charge|payment|payoff|draw|holdback|reserve|grace) term\b/),
    ],
  },
  {
    intent: fact('square_footage'),
    name: 'square footage',
    cues: [
      ...cues(3, /square f(ee|oo)t(age)?/, /\bsq\.? ?ft\b/, /\bsf\b/, /building (size|area)/, /\bgba\b/),
      ...cues(3, /\b(how (big|large)|what size) is the (property|building|house|home)\b/),
      ...cues(3, /\bsize of the (property|building|house|home)\b/),
      ...cues(1, /\bsize\b|how big/),
      ...cues(-3, /\bloan\b/),
    ],
  },
  {
    intent: fact('year_built'),
    name: 'year built',
    cues: [
      ...cues(3, /year built/, /\bwhen was\b.*\bbuilt\b/, /how old/),
      // How old a person is, is not the building's age.
      ...cues(
        -5,
        /\bhow old (is|are) (the |our )?(borrower|sponsor|guarantor|client|applicant|member|he|she|they)\b/,
      ),
      ...cues(2, /\bbuilt\b/, /\bage of\b/),
    ],
  },
  {
    intent: fact('units'),
    name: 'units',
    cues: [
      ...cues(3, /\bunit count\b/, /\b(how many|number of) (residential )?(unit|door|apartment)/),
      // "is it a 4-plex?", "a duplex": the count of units, named by the building.
      ...cues(3, /\b(duplex|triplex|fourplex|quadplex|[2-9]-?plex)\b/),
      // A hotel's keys are its rooms; "a 1-4 family" asks the unit count by its lending class.
      ...cues(3, /\b(how many|number of) (key|room|guest room)\b|\bkey count\b/),
      ...cues(3, /\b(1|one)[- ](to[- ])?(4|four)[- ]?famil/, /\b(2|two)[- ](to[- ])?(4|four)[- ]?famil/),
      ...cues(2, /\bunit\b/, /\bdoor\b/, /\bapartment\b/),
      ...boost(HOW_MANY),
      // How many units are vacant or leased is not the unit count.
      ...cues(-5, /\bvacan\w*|\boccupied\b|\bleased\b/),
    ],
  },
  {
    intent: fact('noi'),
    name: 'NOI',
    cues: [
      ...cues(3, /\bnoi\b/, /net operating income/),
      ...cues(2, /operating income/),
      ...cues(-2, /\bcover(age)?\b|\bdscr\b|\bdebt service\b/),
    ],
  },
  {
    intent: fact('property_address'),
    name: 'property address',
    cues: [
      ...cues(3, /address/, /\blocated\b/, /\blocation\b/),
      ...cues(3, /\bwhere is the (property|collateral|building|house|home|subject|asset)\b/),
      // "Where is the LTV?" asks what it is: a bare "where is" is only a shared word.
      ...cues(1, /\bwhere is\b/),
    ],
  },
];
