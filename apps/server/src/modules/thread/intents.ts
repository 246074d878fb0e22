// Offline question understanding (issue 23 item 4): a question is mapped to what it asks for — a
// key of the loan's file (net worth, units, March ending balance...), a derived figure (LTV, LTC,
// DSCR), the findings, or a summary of one document — with a synonym table. No model: the same
// question always gets the same reading. The first matching row wins, so specific rows come first.
import { MONTH_NAMES } from '@lending/domain';

export type Intent =
  | { type: 'fact'; key: string; month: string | null; ratio: boolean }
  | { type: 'derived'; key: 'ltv' | 'ltc' | 'dscr' }
  | { type: 'findings' }
  | { type: 'summary'; target: string }
  /** The loan's policy checks: one metric's (field), or every one; `failing` asks for the failures only. */
  | { type: 'policy'; field: string | null; failing: boolean };

const MONTHS = MONTH_NAMES.map((m) => m.toLowerCase());

/** 'march', 'Mar 2026' -> 'March' / 'March 2026'. */
const monthAsked = (question: string): string | null => {
  const q = question.toLowerCase();
  const names = MONTHS.flatMap((m) => [m, m.slice(0, 3)]).join('|');
  const match = new RegExp(String.raw`\b(${names}|sept)\b\.?(?:\s+(\d{4}))?`).exec(q);
  if (!match) return null;
  // 'may' is a month only beside a balance word or a year ("May 2026", "May balance").
  if (
    match[1] === 'may' &&
    !match[2] &&
    !/\bmay\b[^?]*\b(balance|statement|deposit)|(balance|statement|deposits?)[^?]*\bmay\b/.test(q)
  )
    return null;
  const month = MONTHS.find((m) => m.startsWith(match[1]!.slice(0, 3)))!;
  const name = month[0]!.toUpperCase() + month.slice(1);
  return match[2] ? `${name} ${match[2]}` : name;
};

/** Documents a summary can be about: what the question calls it -> the class or report it means. */
const SUMMARY_TARGETS: [RegExp, string][] = [
  [/apprais|valuation|bov\b/, 'appraisal'],
  [/bank statement|statements?\b|bank account/, 'bank-statement'],
  [/operating agreement|llc agreement|company agreement/, 'operating-agreement'],
  [/purchase (contract|agreement)|sales? contract|\bpsa\b|contract/, 'purchase-contract'],
  [/rent roll|tenant list|leases?\b/, 'rent-roll'],
  [/schedule of real estate|\bsreo\b|\breo\b/, 'sreo'],
  [/credit report|credit pull|tri-?merge/, 'report:credit'],
  [/background|legal verification|lexis|\bclear\b/, 'report:legal'],
  [/personal financial statement|\bpfs\b/, 'report:pfs'],
  [/rent (comparison|survey)|rentometer/, 'report:rentometer'],
  [/neighbou?rhood|demographic/, 'report:neighborhood-scout'],
];

const SUMMARY_WORDS =
  /\b(summari[sz]e|summary of|summary|overview|walk me through|key points|main points|highlights of|brief me on|what does the .+ say)\b/;

/** A question about the investment policy: its limits, or whether the loan meets them. */
const POLICY_WORDS =
  /\bpolic(y|ies)\b|\brequirements?\b|\bguidelines?\b|\bcovenants?\b|\blimits?\b|\bthresholds?\b|\bexceptions?\b|\bwithin (the )?(box|limits?|guidelines)|\b(pass|fail)(es|ed|ing|s)?\b|\ballowed\b|\bmax(imum)? (allowed|permitted)\b|\bminimum (net ?worth|liquidity|credit|fico)|\bmeets?\b/;
const FAILING_WORDS =
  /\bfail(s|ed|ing)?\b|\boutside\b|\bbreach|\bexceptions?\b|\bviolat|\bmiss(es|ed)?\b|\bdoes not meet\b/;
/** Which policy metric a question names (the policy's fields, 001 §3). */
const POLICY_METRICS: [RegExp, string][] = [
  [/\bltv\b|loan[- ]to[- ]value|leverage/, 'ltv'],
  [/credit|fico/, 'credit_score'],
  [/net ?worth/, 'net_worth'],
  [/liquid/, 'liquidity'],
  [/market rent|rent per unit|\brents?\b/, 'market_rent'],
  [/year built|\bage of\b|how old/, 'year_built'],
  [/square f|\bsq\.? ?ft\b/, 'square_footage'],
  [/\bunits?\b/, 'units'],
  [/purchase price/, 'purchase_price'],
  [/bankrupt/, 'bankruptcies'],
  [/judgments?|liens?/, 'judgments_liens'],
  [/experience|completed projects|track record/, 'completed_projects'],
  [/household income|median income/, 'median_household_income'],
];

/** The synonym table: [key, patterns]. Order matters: specific before general. */
const TABLE: [Intent, RegExp[]][] = [
  // Servicing (a boarded loan): before the bank-statement balance rows, which take any 'balance'.
  [fact('payoff_amount'), [/pay ?-?off/, /to (fully )?(repay|retire|close out) the loan/]],
  [
    fact('principal_balance'),
    [
      /principal balance/,
      /outstanding (principal|balance|loan balance)/,
      /unpaid (principal|balance)/,
      /\bupb\b/,
      /how much (principal )?(is )?(still )?(owed|outstanding)/,
      /balance (still )?(owed|outstanding)/,
    ],
  ],
  [
    fact('next_payment'),
    [/next (payment|installment)/, /payment (is )?due next/, /when is the next (one )?due/],
  ],
  [
    fact('days_past_due'),
    [
      /days? (past due|late|delinquent)/,
      /past due/,
      /delinquen/,
      /how late/,
      /behind on (its |the )?payments/,
    ],
  ],
  [{ type: 'derived', key: 'ltv' }, [/\bltv\b/, /loan[- ]to[- ]value/, /leverage (on|against) (the )?value/]],
  [{ type: 'derived', key: 'ltc' }, [/\bltc\b/, /loan[- ]to[- ]cost/]],
  [{ type: 'derived', key: 'dscr' }, [/\bdscr\b/, /debt[- ]service coverage/, /coverage ratio/]],
  [{ type: 'findings' }, [/\bfindings?\b/, /\binsights?\b/, /red flags?/, /\bflags?\b/]],
  [fact('beginning_balance'), [/(beginning|opening|starting) balance/, /balance at the (start|beginning)/]],
  [fact('average_daily_balance'), [/average (daily )?balance/]],
  [
    fact('ending_balance'),
    [/(ending|closing|end of (the )?month|month[- ]end|statement) balance/, /\bbalance\b/],
  ],
  [fact('total_deposits'), [/\bdeposits?\b/, /\bcredits\b/]],
  [fact('total_withdrawals'), [/\bwithdrawals?\b/, /\bdebits\b/]],
  [fact('net_worth'), [/net ?worth/, /\bnw\b/, /how (wealthy|rich)/]],
  [fact('liquidity'), [/liquidity/, /\bliquid\b/, /cash (on hand|reserves?)/]],
  [fact('credit_score'), [/credit score/, /\bfico\b/, /credit rating/, /\bcredit\b/]],
  [fact('rent_per_unit'), [/rent per unit/, /per[- ]unit rent/, /rent (for|of) each unit/]],
  [fact('market_rent'), [/market rents?/, /comparable rents?/, /rent comps?/]],
  [fact('monthly_rent'), [/\brents?\b/, /rental income/, /rent roll/]],
  [
    fact('appraised_value'),
    [/apprais/, /valuation/, /as[- ]is value/, /what is the (property|building) worth/, /\bvalue\b/],
  ],
  [
    fact('purchase_price'),
    [/purchase price/, /contract price/, /sales? price/, /acquisition (price|cost)/, /\bpaying for\b/],
  ],
  [fact('closing_date'), [/clos(e|es|ing)\b/]],
  [
    fact('loan_amount'),
    [/loan amount/, /loan size/, /amount (of the loan|requested)/, /how much .*\b(borrow|lend)/],
  ],
  [fact('interest_rate'), [/interest rate/, /\brate\b/, /coupon/]],
  [fact('term_months'), [/\bterm\b/, /duration/, /maturity/]],
  [fact('square_footage'), [/square f(ee|oo)t(age)?/, /\bsq\.? ?ft\b/, /\bsf\b/, /building size/]],
  [fact('year_built'), [/year built/, /when was .* built/, /how old/]],
  [fact('units'), [/\bunits?\b/, /\bdoors\b/, /\bapartments\b/]],
  [fact('noi'), [/\bnoi\b/, /net operating income/]],
  [fact('ownership'), [/ownership/, /\bstakes?\b/, /\bpercent(age)?s? .*\b(own|held)/, /\bsplit\b/]],
  [fact('members'), [/\bmembers?\b/, /who owns/, /\bowners?\b/, /\bpartners\b/]],
  [fact('entity_name'), [/\bentity\b/, /\bllc\b/, /company name/]],
  [fact('bank_name'), [/\bbank\b/, /institution/]],
  [fact('loan_score'), [/\bscore\b/]],
  [fact('borrower_name'), [/\bborrowers?\b/, /\bsponsors?\b/]],
  [fact('property_address'), [/address/, /\bwhere is\b/, /\blocated\b/]],
];

function fact(key: string): Intent {
  return { type: 'fact', key, month: null, ratio: false };
}

/** The question asks for a percentage or a ratio (an amount cannot answer it). */
const RATIO_WORDS = /\b(percent|percentage|ratio)\b|%/;

/** What the question asks for, or null when nothing in the table matches. */
export const understand = (question: string): Intent | null => {
  const q = question.toLowerCase().replace(/[’']/g, "'");
  if (POLICY_WORDS.test(q)) {
    const field = POLICY_METRICS.find(([pattern]) => pattern.test(q))?.[1] ?? null;
    return { type: 'policy', field, failing: FAILING_WORDS.test(q) };
  }
  if (SUMMARY_WORDS.test(q)) {
    const target = SUMMARY_TARGETS.find(([pattern]) => pattern.test(q));
    if (target) return { type: 'summary', target: target[1] };
  }
  for (const [intent, patterns] of TABLE)
    if (patterns.some((p) => p.test(q)))
      return intent.type === 'fact'
        ? { ...intent, month: monthAsked(q), ratio: RATIO_WORDS.test(q) }
        : intent;
  return null;
};
