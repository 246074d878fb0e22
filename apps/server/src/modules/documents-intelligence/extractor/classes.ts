// The built-in offline extractor's document kinds (DESIGN.md §5, issue 9, issue 23): what
// identifies each and the fields read from it with patterns and layout. Account numbers keep
// their last four digits only.
import {
  all,
  checkedDate,
  DATE,
  either,
  first,
  labelledDate,
  labelledText,
  reject,
  type DocumentClass,
  type PageText,
} from './find';
import { madeAsOf } from './agreement-date';
import { memberBlocks, memberColumns, proseShares, unitShares, wordShares } from './members';
import { bankStatement } from './classes-bank';
import { insuranceBinder } from './classes-closing';
import { titleCommitment } from './classes-title';
import { driverLicense, passport } from './classes-identity';
import { costarReport } from './classes-market';
import { appraisal } from './classes-appraisal';
import { purchaseContract } from './classes-property';
import { rentRoll } from './classes-rent-roll';
import { sreo } from './classes-sreo';
import { NAME, partyName, STATE, stateName } from './layout';

/** Member rows: 'Jordan Avery 60%', 'Jordan Avery $150,000 60%', 'Jordan Avery 600 60.00%'. */
/** Also 'Jordan Avery, 12 Elm St, Austin, TX 78701 $25,000 50.0%' (the member's address between). */
/** Or other cells between, set apart by column gaps ('Anselm Rourke  332 Ironwood Pl  $95,150.00  25.00%'). */
/** Up to three figures before the share (capital, units: 'Jo Avery, 5 Elm St  $80,000.00  4,000  40.00%'). */
const MEMBER_ROW = String.raw`^[ \t]*(${NAME})(?:,[ \t]+\d{1,6} [^\n%$]{3,80}?|[ \t]{2,}[^\n%$]{1,80}?)?[ \t]+(?:\$?\d[\d,]*(?:\.\d{2})?[ \t]+){0,3}(\d{1,3}(?:\.\d+)?)[ \t]*%`;

/** Members listed in prose: '(a) Gustavo Pereira, Forty percent (40%);' (the figure in parentheses). */
const MEMBER_ITEM = String.raw`^[ \t]*(?:\(?[a-z0-9]{1,2}[.)][ \t]+)?(${NAME}),[ \t]+(?:[A-Za-z-]+[ \t]+){1,6}?per ?cent[ \t]*\((\d{1,3}(?:\.\d+)?)[ \t]*%\)[;.,]?[ \t]*$`;

/** A list of 'Cordelia Wojcik - 600 Units (60%)' (its bullet, or a scan's speck, before it allowed). */
const MEMBER_BULLET = String.raw`^[^A-Za-z0-9\n]{0,3}(?:[-–•*][ \t]+)?(${NAME})[ \t]+[-–—:][ \t]+[^\n%]{0,40}?\(?(\d{1,3}(?:\.\d+)?)[ \t]*%\)?[;.,]?[ \t]*$`;

const memberRows = (pages: PageText[], part: 1 | 2) =>
  either(
    tableMembers(pages, part),
    () => memberColumns(pages, part),
    () => memberBlocks(pages, part),
    () => all(pages, new RegExp(MEMBER_ITEM, 'gm'), (m) => (part === 1 ? m[1] : Number(m[2]))),
    () => all(pages, new RegExp(MEMBER_BULLET, 'gm'), (m) => (part === 1 ? m[1] : Number(m[2]))),
    () => proseShares(pages, part),
    () => unitShares(pages, part),
    () => wordShares(pages, part),
  );

const tableMembers = (pages: PageText[], part: 1 | 2) =>
  all(pages, new RegExp(MEMBER_ROW, 'gm'), (m) =>
    /^(?:total|member|name)\b/i.test(m[1]!)
      ? undefined
      : part === 1
        ? // A capitals-only speck read before a name in mixed case ('RE Aisha Kowalski') goes.
          m[1]!.replace(/^[A-Z]{1,3} (?=[A-Z][a-z]+(?: [A-Z][a-z'-]+)+$)/, '')
        : Number(m[2]),
  );

const operatingAgreement: DocumentClass = {
  id: 'operating-agreement',
  label: 'Operating agreement',
  signals: [
    // Texas names it the 'company agreement'.
    // A title may wrap between its words ('AMENDED AND RESTATED COMPANY' over 'AGREEMENT').
    [
      /operating\s+agreement|limited\s+liability\s+company\s+agreement|\bcompany\s+agreement\b|\bLLC\s+agreement\b/i,
      5,
    ],
    [/limited liability company|\bLLC\b/i, 2],
    [/members?\b/i, 1],
    [/capital contribution|membership interest|percentage interest/i, 2],
  ],
  fields: [
    {
      key: 'company_name',
      value_type: 'STRING',
      aliases: ['company', 'entity', 'llc name', 'name of the company'],
      find: (pages) =>
        first(
          pages,
          /\b([A-Z][A-Za-z0-9&.,' ]{1,60}?,? (?:LLC|L\.L\.C\.|Limited Liability Company))(?![A-Za-z])/,
          (m) => {
            const name = m[1]!
              .replace(/^(?:.*\b(?:OF|of|FOR|for)\s+)?(?:THE|The)?\s*/, '')
              .replace(/^[A-Z0-9]{1,2}\s+(?=[A-Z]{3,})/, '')
              .trim();
            return /^(?:A|An|This|THIS)\b|agreement/i.test(name) ? undefined : name;
          },
        ),
    },
    {
      key: 'state_of_formation',
      value_type: 'STRING',
      aliases: ['state', 'formation', 'jurisdiction', 'organized under'],
      find: (pages) =>
        first(
          pages,
          new RegExp(
            String.raw`(?:laws of the State of|Secretary of\s+State of|State of formation:?|(?:formation|organization) state:?|(?:jurisdiction|state) of (?:organization|formation|organisation):?|\b[Aa]n?|under the)\s+(${STATE})\b(?![ \t]+(?:corporation|general partnership|Secretary))`,
            'i',
          ),
          (m) => stateName(m[1]!),
        ),
    },
    {
      key: 'effective_date',
      value_type: 'STRING',
      aliases: ['effective date', 'date of agreement', 'dated'],
      find: (pages) =>
        either(
          labelledDate(
            pages,
            'effective (?:as of|date)|agreement date|\\bdated(?: as of)?|made and entered into|entered into(?: effective)? as of|date of (?:this )?agreement',
          ),
          () => checkedDate(first(pages, new RegExp(String.raw`\beffective\s+(${DATE})`, 'i'))),
          () => madeAsOf(pages),
        ),
    },
    {
      key: 'members',
      value_type: 'LIST[STRING]',
      aliases: ['members', 'owners', 'member names', 'who are the members'],
      find: (pages) => memberRows(pages, 1),
    },
    {
      key: 'ownership_percentages',
      value_type: 'LIST[FLOAT]',
      aliases: ['ownership', 'percentage', 'membership interest', 'interest'],
      find: (pages) => memberRows(pages, 2),
    },
    {
      key: 'management_type',
      value_type: 'STRING',
      aliases: ['managed', 'management', 'manager-managed', 'member-managed'],
      find: (pages) =>
        either(
          first(pages, /\b(member|manager)(?:-\s*|\s+)managed\b/i, (m) => `${m[1]!.toLowerCase()}-managed`),
          // 'shall be managed by its Manager' / 'managed by its Members'; 'Management by Manager'.
          () =>
            first(
              pages,
              /\b(?:(?:shall|will)\s+be|is)\s+managed\s+(?:exclusively\s+)?by\s+(?:all\s+(?:of\s+)?)?(?:its\s+|the\s+|one\s+or\s+more\s+|a\s+)?(?:limited\s+liability\s+company\s+)?(members?|managers?)\b|(?:^[ \t]*|\b\d{1,2}\.\d{1,2}[ \t]+)(?:[\d.]+[ \t]+)?management by (members?|managers?)\b/im,
              (m) => `${(m[1] ?? m[2])!.toLowerCase().replace(/s$/, '')}-managed`,
            ),
          // 'The Company will not have managers' (Texas): its members manage it.
          () => first(pages, /\b(?:will|shall) not have (?:any )?managers\b/i, () => 'member-managed'),
          // North Carolina's default (G.S. 57D-3-20(d)): 'each Member is a manager ... by virtue of
          // its status as a Member'.
          () =>
            first(
              pages,
              /\b(?:each|every|all)\s+(?:of\s+the\s+)?members?\s+(?:is|are)\s+(?:a\s+)?managers?\b/i,
              () => 'member-managed',
            ),
          // 'Management of the Company is vested in its Members' / 'is reserved to the Members' /
          // 'shall be exercised by one or more Managers': the verb and its preposition in any form.
          () =>
            first(
              pages,
              /management of the company\s+(?:is|shall\s+be|will\s+be)\s+(?:vested|reserved|held|exercised|conducted|placed)\s+(?:exclusively\s+|solely\s+)?(?:in|to|with|by)\s+(?:its\s+|the\s+|one\s+or\s+more\s+|a\s+)?(members?|managers?)\b/i,
              (m) => `${m[1]!.toLowerCase().replace(/s$/, '')}-managed`,
            ),
        ),
    },
    {
      key: 'managers',
      value_type: 'LIST[STRING]',
      aliases: ['manager', 'managers', 'managing member', 'signatory', 'authorized'],
      find: (pages) =>
        all(
          pages,
          new RegExp(
            String.raw`(${NAME}),?\s+(?:as |is hereby appointed (?:as )?)?(?:the )?(?:sole )?Manag(?:er|ing Member)\b`,
            'g',
          ),
          // A sentence's words are no manager ('Officers. The Manager may appoint').
          (m) => (/\. |^(?:The|This|Its|Such|Each|Any|Officers?)\b/.test(m[1]!) ? undefined : m[1]),
        ),
    },
    {
      key: 'registered_agent',
      value_type: 'STRING',
      aliases: ['registered agent', 'agent'],
      find: (pages) =>
        partyName(
          either(
            first(pages, /\bregistered agent(?: of the company)? (?:is|shall be)[ \t:]+([^\n,;]{3,80})/i),
            () => labelledText(pages, 'registered agent(?: is| shall be)?', 80),
          ),
        ),
    },
  ],
  check: (found) => {
    const shares = found.get('ownership_percentages');
    const members = found.get('members');
    if (!shares || !Array.isArray(shares.value)) return;
    // One share per member: lists of different lengths cannot be paired, neither is stated.
    if (members && Array.isArray(members.value) && members.value.length !== shares.value.length) {
      const why = `${members.value.length} members were read but ${shares.value.length} shares: a row was misread`;
      found.set('ownership_percentages', reject(shares, why));
      found.set('members', reject(members, why));
      return;
    }
    const total = (shares.value as number[]).reduce((s, n) => s + n, 0);
    if (Math.abs(total - 100) > 1.01) {
      const why = `The members' interests add up to ${total}%, not 100%: a row may be missing or misread`;
      found.set('ownership_percentages', reject(shares, why));
      if (members) found.set('members', reject(members, why));
    }
  },
};

const DOCUMENT_CLASSES: DocumentClass[] = [
  bankStatement,
  operatingAgreement,
  driverLicense,
  passport,
  sreo,
  purchaseContract,
  rentRoll,
  appraisal,
  insuranceBinder,
  titleCommitment,
  costarReport,
];

/** A kind by its id (a report upload names the kind it is, so it is read as that kind). */
export const documentClassById = (id: string): DocumentClass | null =>
  DOCUMENT_CLASSES.find((cls) => cls.id === id) ?? null;

/** The best-matching kind of a document's text, or null when nothing stands out. */
export const classify = (pages: PageText[], hint = ''): DocumentClass | null => {
  const text = `${hint}\n${pages
    .slice(0, 5)
    .map((p) => p.text)
    .join('\n')}`;
  let best: { cls: DocumentClass; score: number } | null = null;
  for (const cls of DOCUMENT_CLASSES) {
    const score = cls.signals.reduce((sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0), 0);
    if (!best || score > best.score) best = { cls, score };
  }
  return best && best.score >= 5 ? best.cls : null;
};
