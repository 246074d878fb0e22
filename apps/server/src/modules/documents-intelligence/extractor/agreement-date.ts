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
      () => spelledDay(pages),
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

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
const ORDINAL = String.raw`(?:twenty[- ]|thirty[- ])?(?:${ORDINALS.join('|')})|thirtieth|twentieth`;

/** 'twenty-first' -> 21, 'tenth' -> 10 (a day of the month written out). */
const dayOfWords = (words: string): number | null => {
  const w = words.toLowerCase().replace(/\s+/g, '-');
  if (w === 'thirtieth') return 30;
  const [tens, unit] = /^(twenty|thirty)-(.+)$/.exec(w)?.slice(1) ?? [null, w];
  const n = ORDINALS.indexOf(unit!) + 1;
  return n > 0 ? n + (tens === 'twenty' ? 20 : tens === 'thirty' ? 30 : 0) : null;
};

/**
 * The day written out in the opening words ('effective as of the tenth day of January, 2022',
 * 'made this twenty-first day of March 2024'): stated as the date it names.
 */
const spelledDay = (pages: PageText[]): Found | null =>
  first(
    pages,
    new RegExp(
      String.raw`\b(?:made|entered\s+into|executed|effective)(?:\s+and\s+entered\s+into)?(?:\s+effective)?\s+(?:as\s+of|on|this)\s+(?:the\s+)?(${ORDINAL})\s+day\s+of\s+([A-Z][a-z]+),?\s+(\d{4})`,
      'i',
    ),
    (m) => {
      const day = dayOfWords(m[1]!);
      return day
        ? `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'} day of ${m[2]}, ${m[3]}`
        : undefined;
    },
  );
