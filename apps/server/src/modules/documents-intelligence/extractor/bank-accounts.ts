// Several accounts on one statement (a checking and a savings, each under its own heading): the
// summary figures and the account number are read inside the checking account's block.
import { amountsOf, type Found, type PageText } from './find';

/** An account's heading line: 'SHARE DRAFT CHECKING - ACCOUNT NO. 94625238', 'Savings XXXX1234'. */
const ACCOUNT_HEADING = String.raw`^[ \t]*[^\n]*\b(checking|savings|share draft|share account|money market|certificate|operating account)\b[^\n]*?([\dXx*•]{2,}\d{4})\b[^\n]*$`;
const PRIMARY = /checking|share draft|operating/i;

type Scope = { pages: PageText[] } | { reason: string; page: number; quote: string };

/**
 * Several accounts on one statement, each under its own heading (a checking and a savings):
 * the summary figures are read inside the checking account's block only. With no single
 * checking block the figures are not stated (a savings balance is not the account's).
 */
const accountScope = (pages: PageText[]): Scope => {
  for (const { page, text } of pages) {
    const headings = [...text.matchAll(new RegExp(ACCOUNT_HEADING, 'gim'))].filter(
      (m) => amountsOf(m[0]).length === 0,
    );
    const numbers = new Set(headings.map((m) => m[2]!.slice(-4)));
    if (numbers.size < 2) continue;
    const primary = headings.filter((m) => PRIMARY.test(m[1]!));
    if (new Set(primary.map((m) => m[2]!.slice(-4))).size !== 1)
      return {
        reason: `The statement holds ${numbers.size} accounts and not exactly one checking account: whose figures these are is not clear`,
        page,
        quote: headings[0]![0].trim(),
      };
    const start = primary[0]!.index;
    const next = headings.find((m) => m.index > start && !PRIMARY.test(m[1]!));
    // The page's shared top (a relationship summary) and the checking account's own block.
    const block = text.slice(0, headings[0]!.index) + text.slice(start, next ? next.index : undefined);
    return { pages: [{ page, text: block, uncertain: pages.find((p) => p.page === page)?.uncertain }] };
  }
  return { pages };
};

export const scoped = (pages: PageText[], read: (pages: PageText[]) => Found | null): Found | null => {
  const scope = accountScope(pages);
  if ('reason' in scope) return { value: null, page: scope.page, quote: scope.quote, reason: scope.reason };
  return read(scope.pages);
};
