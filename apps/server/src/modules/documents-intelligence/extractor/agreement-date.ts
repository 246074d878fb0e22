// An agreement's own date in its opening sentence (purchase contracts, operating agreements): the
// words may wrap onto the next line anywhere ('made and entered into effective' / 'as of June 4, 2022').
import { checkedDate, DATE, either, first, type Found, type PageText } from './find';

/**
 * An agreement's own date in its opening words: 'is made (and entered into) as of / on / this
 * <date>', or a date that names itself: '<date> (the "Effective Date")'.
 */
export const madeAsOf = (pages: PageText[]): Found | null =>
  checkedDate(
    either(
      first(
        pages,
        new RegExp(
          String.raw`\b(?:made|entered\s+into|executed)(?:\s+and\s+entered\s+into)?(?:\s+effective)?\s+(?:as\s+of|on|this)\s+(?:the\s+)?(${DATE})`,
          'i',
        ),
      ),
      () =>
        first(
          pages,
          new RegExp(
            String.raw`(${DATE})[ \t]*\((?:the[ \t]+)?["\u201c]?(?:Effective|Contract|Agreement)[ \t]+Date["\u201d]?\)`,
            'i',
          ),
        ),
    ),
  );
