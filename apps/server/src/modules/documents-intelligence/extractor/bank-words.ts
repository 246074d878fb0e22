// A bank statement's words by meaning (issue 23, stop 30): each summary figure, the period and the
// account are named in many ways by real banks, in any case, with or without a colon, abbreviated.
// Each vocabulary lists the words of one meaning, with where it is printed; a word that names
// another figure (average, minimum, available, year-to-date) is never one of them.

/**
 * Qualifiers a balance's label may carry between its word and 'balance' ('Beginning Ledger
 * Balance', 'Ending Statement Balance', 'Closing Book Balance'). 'Available' and 'collected' are
 * other figures (funds not on hold), never the ledger balance asked for.
 */
const LEDGER = String.raw`(?:[ \t]+(?:ledger|statement|account|book))?`;

/** 'Balance' and its abbreviations ('Bal.', 'Bal', 'BAL'). */
const BAL = String.raw`bal(?:ance|\.|\b)`;

/**
 * The balance the period opens with. 'Beginning balance' (Chase, Wells Fargo, Bank of America,
 * PNC, US Bank), 'Opening balance' (Capital One, TD), 'Previous balance' and 'Balance forward'
 * (credit union share statements, Navy Federal, Fifth Third), 'Prior balance', 'Starting balance'
 * (Wells Fargo business), 'Balance last statement' (Citi), 'Balance brought forward' (UK and
 * Canadian banks), 'Last statement balance' (online banking printouts), 'Balance at the beginning
 * of the period' (prose summaries).
 */
export const OPENING = String.raw`(?:\b(?:beginning|opening|previous|prior|starting|begin)${LEDGER}[ \t]+${BAL}|\b${BAL}[ \t]+(?:brought[ \t]+)?(?:forward|fwd\.?)|\bbalance[ \t]+(?:last|previous|prior)[ \t]+statement|\b(?:last|previous|prior)[ \t]+statement(?:'s)?[ \t]+balance|\bbalance[ \t]+(?:at|as[ \t]+of)[ \t]+(?:the[ \t]+)?(?:beginning|start)[ \t]+of[ \t]+(?:the[ \t]+)?(?:statement[ \t]+)?(?:period|cycle))`;

/**
 * The balance the period closes with. 'Ending balance' (Chase, Wells Fargo, Bank of America),
 * 'Closing balance' (Capital One, TD), 'New balance' (credit unions, US Bank), 'Ending ledger
 * balance' / 'Closing ledger balance' (business statements), 'Balance this statement' (credit
 * union share statements), 'Balance carried forward' (UK and Canadian banks), 'Statement
 * balance', 'Balance at the end of the period' (prose summaries).
 */
export const CLOSING = String.raw`(?:\b(?:ending|closing|new|end)${LEDGER}[ \t]+${BAL}|\b${BAL}[ \t]+(?:this|end[ \t]+of)[ \t]+(?:statement|period|cycle)|\bbalance[ \t]+carried[ \t]+(?:forward|fwd\.?)|\bbalance[ \t]+(?:at|as[ \t]+of)[ \t]+(?:the[ \t]+)?end[ \t]+of[ \t]+(?:the[ \t]+)?(?:statement[ \t]+)?(?:period|cycle))`;

/**
 * The words that name the statement's period. 'Statement period' (most banks), 'Statement cycle'
 * and 'Period covered' (credit unions), 'For the period' (Chase, Wells Fargo), 'Statement dates'
 * (online printouts), 'Billing period' / 'Cycle dates' (card-style statements), 'Activity from'.
 */
export const PERIOD_WORDS = String.raw`(?:statement[ \t]+(?:period|cycle|dates?)|period[ \t]+covered|(?:for[ \t]+the|billing|reporting|activity)[ \t]+period|cycle[ \t]+dates?|activity[ \t]+from)`;

/**
 * An account number's label: 'Account Number', 'Account No.', 'Acct No.', 'Acct #', 'Account
 * ending in', 'Acct ending' (a masked number's last digits), in any case.
 */
export const ACCOUNT_LABEL = String.raw`\b(?:account|acct\.?)(?:[ \t]+(?:number|num\.?|no\.?|nbr\.?|#))?(?:[ \t]*:)?(?:[ \t]+ending(?:[ \t]+in)?)?`;

/**
 * Credits in the summary, named alone on a summary line with its amount ('Additions $37,072.88',
 * 'CREDITS 117,097.97'): 'Deposits', 'Credits', 'Additions' (US Bank, credit unions), 'Money in' and
 * 'Paid in' (online banks). A transactions header names them too, but never beside an amount.
 */
export const CREDITS_ALONE = String.raw`^[ \t]*(?:total[ \t]+)?(?:deposits|credits|additions|money[ \t]+in|paid[ \t]+in)(?=[ \t]*:|[ \t]+[-+]?[ \t]*\$?[ \t]*\d)`;

/** Debits the same way: 'Withdrawals', 'Debits', 'Subtractions', 'Deductions', 'Money out', 'Paid out'. */
export const DEBITS_ALONE = String.raw`^[ \t]*(?:total[ \t]+)?(?:withdrawals|debits|subtractions|deductions|money[ \t]+out|paid[ \t]+out)(?=[ \t]*:|[ \t]+[-+]?[ \t]*\$?[ \t]*\d)`;

/** The classification's evidence: a statement names its opening and its closing balance, and its period. */
export const OPENING_SIGNAL = new RegExp(OPENING, 'i');
export const CLOSING_SIGNAL = new RegExp(CLOSING, 'i');
export const PERIOD_SIGNAL = new RegExp(`${PERIOD_WORDS}|statement date`, 'i');
