// The offline extractor's purchase contract (the rent roll: classes-rent-roll.ts).
import {
  checkedDate,
  DATE,
  either,
  first,
  labelledDate,
  money,
  AMOUNT,
  reject,
  tightMoney,
  type DocumentClass,
  type Found,
  type PageText,
} from './find';
import { madeAsOf } from './agreement-date';
import { definedAmount, proseMoney } from './prose';
import {
  additionalDepositOnly,
  deedDelivery,
  itemDate,
  paidAsDeposit,
  proseAddress,
  sentenceDefinedAmount,
} from './contract-readers';
import { wordsAndFigures } from './words-figures';
import { addressAfter, NAME, onlyAddress, partyName } from './layout';
import { addressInBoxes } from './address-parts';
import { hereinafterRole, ROLE_WORDS, roleNameLine, signatureColumns } from './contract-parties';
import { spacedValue } from './insurance-words';
import { dateInCellBelow, isPartyName, moneyInCellBelow, valueRight } from './key-value';

const PARTY = String.raw`[A-Z][A-Za-z0-9.,'&-]*(?: [A-Z][A-Za-z0-9.,'&-]*){0,5}`;

/** 'Buyer: X'; 'between X ("Seller") and Y ("Buyer")'; a BUYER | SELLER header over two names. */
const party = (pages: PageText[], role: 'buyer' | 'seller'): Found | null => {
  const label = role === 'buyer' ? String.raw`buyer|purchaser` : String.raw`seller|vendor`;
  // A contract printed in capitals names its roles so too ('JANE ROE ("BUYER")').
  const roleName =
    role === 'buyer' ? '(?:Buyer|Purchaser|BUYER|PURCHASER)' : '(?:Seller|Vendor|SELLER|VENDOR)';
  // The role with the words a form adds to it: 'Print Buyer(s) Name(s):', 'Buyer Name(s) (please
  // print):', "Buyer's Name:", 'Purchaser's Full Legal Name:'.
  const composed = String.raw`(?:print(?:ed)?[ \t]+)?(?:${label})(?:\(s\)|s)?(?:'s|’s)?(?:[ \t]+(?:full[ \t]+)?(?:legal[ \t]+)?names?(?:\(s\))?)?(?:[ \t]*\([^)\n]{1,30}\))?`;
  return either(
    // The name ends at a column gap, the line's end or the other party's label ('SELLER: X BUYER: Y').
    first(
      pages,
      new RegExp(
        // Or at a defined term in brackets ('1. BUYER: Ada Moss LLC (hereinafter "Buyer")').
        String.raw`\b${composed}"?[ \t]*:[ \t]*(${PARTY})(?=\s{2,}|[ \t]*$|[ \t]+(?:BUYER|SELLER|PURCHASER|VENDOR|By|Date)[ \t]*:|[ \t]+\((?:hereinafter|herein|the)\b)`,
        'im',
      ),
      // One word ending its line is a name its line wrapped ('... Name(s): Yolanda' over 'Quarles'):
      // the same label further on may hold it whole. Names joined by 'and' go on in the first cell
      // of the next line ('Name(s): Ada Voss and  Print Seller ...' over 'Ben Voss').
      (m) => {
        const [rest, next] = m.input.slice(m.index + m[0].length).split('\n');
        const more = /(?:^|\s)(?:and|&)$/.test(m[1]!.trim())
          ? new RegExp(String.raw`^[ \t]*(${NAME})(?:\s{2,}|[ \t]*$)`).exec(next ?? '')?.[1]
          : undefined;
        if (more) return `${m[1]!.trim()} ${more}`;
        // A legal suffix wrapped onto a line of its own ('Buyer: Ironwood Bay Realty' over 'LLC').
        const suffix =
          /^[ \t]*(LLC|L\.L\.C\.|Inc\.?|Corp\.?|Corporation|Company|Co\.|LP|L\.P\.|LLP|Ltd\.?)[ \t]*$/.exec(
            next ?? '',
          );
        if (suffix && rest!.trim() === '') return `${m[1]!.trim()} ${suffix[1]}`;
        return !/\s/.test(m[1]!.trim()) && rest!.trim() === '' ? undefined : m[1];
      },
    ),
    () =>
      first(
        pages,
        new RegExp(
          // Or at a clause's start: '1. PARTIES. Gideon Plaskett ("Vendor") agrees to sell'.
          // A section's number and heading may come first ('2.1. Buyer. Yolanda Rutkowski (Buyer)'), a
          // descriptor between ('HARBOR POINT LLC, a Delaware limited liability company ("Seller")').
          String.raw`(?:(?:[Bb]etween|BETWEEN|[Aa]nd|AND|[Aa]re|ARE|[Bb]y|BY|[Ff]rom|FROM)\s+|^[ \t]*(?:\d{1,2}(?:\.\d{1,2})*\.?[ \t]+)?(?:[A-Z][A-Za-z]{2,}[.:][ \t]+)?)(${PARTY})(?:,\s+an?\s+[A-Za-z ]{3,60}?)?\s*\(\s*(?:the\s+)?"?${roleName}"?\s*\)`,
          'm',
        ),
      ),
    // A signature block: 'Seller ______ Date 01/07/2025' over '(Print name) Casey Kowalski'.
    () =>
      first(
        pages,
        new RegExp(
          String.raw`^[ \t]*${roleName}\b[^\n]*\n[ \t]*\(?print(?:ed)? name\)?[ \t]*:?[ \t]*(${PARTY})[ \t]*$`,
          'im',
        ),
      ),
    () => {
      // Two columns: the header names both roles, the next line both parties (split by the gap).
      for (const { page, text } of pages) {
        const m =
          /^[ \t]*(BUYER|SELLER|PURCHASER|VENDOR)\s{2,}(BUYER|SELLER|PURCHASER|VENDOR)[ \t]*\n([^\n]+)/im.exec(
            text,
          );
        if (!m) continue;
        const names = m[3]!.trim().split(/\s{2,}/);
        const mine = new RegExp(`^(?:${ROLE_WORDS[role]})$`, 'i');
        const at = [m[1]!, m[2]!].findIndex((r) => mine.test(r));
        if (mine.test(m[1]!) === mine.test(m[2]!)) continue;
        if (names.length === 2 && at >= 0) return { value: names[at], page, quote: m[3]!.trim() };
      }
      return null;
    },
    // A label in one column and the party in the next, no colon ('Seller  Wren Hollow Properties, LLC').
    () => valueRight(pages, label, isPartyName),
    () => signatureColumns(pages, role),
    // Wordings of other forms (contract-parties.ts): 'X, of <address>, hereinafter called the
    // SELLER'; 'Purchaser Name(s) (please print) X' wrapped; 'Purchaser X' with no colon.
    () => hereinafterRole(pages, role),
    () => roleNameLine(pages, role),
    () => spacedValue(pages, ROLE_WORDS[role], isPartyName),
  );
};

export const purchaseContract: DocumentClass = {
  id: 'purchase-contract',
  label: 'Purchase contract',
  signals: [
    // Also a commercial offer to purchase ('STANDARD OFFER, AGREEMENT AND ESCROW INSTRUCTIONS FOR
    // PURCHASE OF REAL ESTATE').
    [
      /purchase (?:and sale )?(?:agreement|contract)|contract of sale|\b(?:offer|agreement)\b[^.;]{0,80}?\bfor (?:the )?purchase of (?:real estate|real property|property|land)\b/i,
      6,
    ],
    // Other titles real contracts carry ('Residential Contract (Resale)', 'Agreement of Sale').
    [
      /\b(?:residential|real estate|commercial|farm and ranch) contract\b|agreement of sale|contract (?:for|to) (?:the )?(?:sale|purchase|buy)|\b(?:real estate|real property|property|home|land) (?:sales?|purchase) agreement\b|\bagreement (?:of|for|to) (?:the )?(?:sale|purchase)\b/i,
      6,
    ],
    // A title line 'OFFER TO PURCHASE AND CONTRACT' (North Carolina's standard form).
    [/^[ \t]*offer to purchase\b/im, 6],
    [/\bsales price\b/i, 1],
    [/\bbuyer\b/i, 1],
    [/\bseller\b/i, 1],
    [/earnest money|closing date|purchase price/i, 2],
  ],
  fields: [
    {
      key: 'buyer',
      value_type: 'STRING',
      aliases: ['buyer', 'purchaser'],
      find: (pages) => partyName(party(pages, 'buyer')),
    },
    {
      key: 'seller',
      value_type: 'STRING',
      aliases: ['seller', 'vendor'],
      find: (pages) => partyName(party(pages, 'seller')),
    },
    {
      key: 'property_address',
      value_type: 'STRING',
      aliases: ['property', 'address', 'premises'],
      find: (pages) =>
        either(
          proseAddress(pages),
          () =>
            addressAfter(
              pages,
              String.raw`property address|street address|premises|property located at|known as(?: and numbered)?|\bproperty\b`,
            ),
          () => addressInBoxes(pages, 'street address|property address|address'),
          () => onlyAddress(pages),
        ),
    },
    {
      key: 'purchase_price',
      value_type: 'FLOAT',
      aliases: ['price', 'purchase price', 'consideration'],
      find: (pages) =>
        either(
          tightMoney(
            pages,
            'purchase price|total (?:purchase )?price|sales? price|contract (?:sales )?price|total consideration',
          ),
          () => definedAmount(pages, 'Purchase Price|Sales? Price|Contract Price'),
          () => proseMoney(pages, 'purchase price|sales? price|contract price'),
          () => moneyInCellBelow(pages, /(?:total )?purchase price|sales? price|contract price/),
          // 'The price ... is One Hundred Seventy-Two Thousand Five Hundred Dollars ($172,500)'.
          () => wordsAndFigures(pages, String.raw`\bprice\b`),
        ),
    },
    {
      key: 'earnest_money',
      value_type: 'FLOAT',
      aliases: ['earnest', 'deposit'],
      find: (pages) =>
        // '$X as earnest money' names its own amount; a label binds only the amount right after it
        // ('Earnest money and $100 as the option fee' is not the deposit).
        either(
          // The deposit 'to be increased to a total of $26,500' is the earnest money once filled in
          // (a blank '$____' leaves the initial one).
          first(
            pages,
            new RegExp(
              String.raw`earnest\s+money[^.]{0,160}?\bincreased[ \t]+to[ \t]+(?:a[ \t]+total[ \t]+of[ \t]+)?(${AMOUNT})`,
              'i',
            ),
            (m) => money(m[1]),
          ),
          () =>
            first(
              pages,
              new RegExp(String.raw`(${AMOUNT})\s+(?:as|by) (?:the |an )?(?:initial )?earnest money`, 'i'),
              (m) => money(m[1]),
            ),
          () =>
            tightMoney(
              pages,
              // An additional deposit is a second one, not the earnest money.
              '(?<!additional |second )(?:earnest money(?: deposit)?|initial deposit|escrow deposit|good faith deposit|deposit money)',
            ),
          () => definedAmount(pages, 'Earnest Money(?: Deposit)?|Deposit|Initial Deposit'),
          () => paidAsDeposit(pages),
          () => sentenceDefinedAmount(pages, 'Earnest Money(?: Deposit)?|Deposit|Initial Deposit'),
          () => moneyInCellBelow(pages, /earnest money(?: deposit)?|initial deposit/),
          () =>
            wordsAndFigures(pages, String.raw`earnest money|(?<!additional |second |security )\bdeposit\b`),
          // 'INITIAL DEPOSIT: Deposit shall be in the amount of ...... $ 62,500.00'.
          () =>
            first(
              pages,
              new RegExp(
                String.raw`(?:earnest money|initial deposit)\b[^\n$]{0,60}?in the amount of[ \t]*(?:\([^)$]{0,80}\))?[ \t.…]*(${AMOUNT})`,
                'i',
              ),
              (m) => money(m[1]),
            ),
          () => additionalDepositOnly(pages),
        ),
    },
    {
      key: 'closing_date',
      value_type: 'STRING',
      aliases: ['closing', 'close of escrow', 'settlement'],
      find: (pages) =>
        either(
          labelledDate(
            pages,
            // The verb and its preposition in any of their forms ('Closing shall be on', 'will occur by').
            'closing date|close of escrow|(?:closing|settlement)(?: of the sale)? (?:shall|will) (?:take place|occur|be held|be)(?: on or before| on| by| no later than)|settlement date|date of (?:closing|settlement)|completion date',
          ),
          () => deedDelivery(pages),
          () => dateInCellBelow(pages, /closing date|close of escrow|settlement date/),
          // A date that names itself: 'on or before October 9, 2025 (the "Closing Date")', 'no later
          // than 07/21/2026 (the "Closing Deadline")', 'September 3, 2026 ("Date of Closing")'.
          () =>
            checkedDate(
              first(
                pages,
                new RegExp(
                  String.raw`(${DATE})[ \t]*\((?:the[ \t]+)?["“](?:(?:Closing|Settlement|Close of Escrow)(?: Date| Deadline)?|Date of (?:Closing|Settlement))["”]\)`,
                  'i',
                ),
              ),
            ),
          // The one date of the contract's numbered closing item.
          () => itemDate(pages, 'closing|settlement|close of escrow'),
        ),
    },
    {
      key: 'contract_date',
      value_type: 'STRING',
      aliases: ['contract date', 'effective date', 'dated'],
      find: (pages) =>
        either(labelledDate(pages, 'contract date|effective date|dated|made on'), () => madeAsOf(pages)),
    },
  ],
  check: (found) => {
    // Plausibility: the deposit is part of the price; buyer and seller are two parties.
    const price = found.get('purchase_price');
    const earnest = found.get('earnest_money');
    if (
      price &&
      earnest &&
      typeof price.value === 'number' &&
      typeof earnest.value === 'number' &&
      earnest.value >= price.value
    )
      found.set(
        'earnest_money',
        reject(earnest, `An earnest money of ${earnest.value} is not less than the price ${price.value}`),
      );
    const buyer = found.get('buyer');
    const seller = found.get('seller');
    if (
      buyer &&
      seller &&
      buyer.value &&
      String(buyer.value).toLowerCase() === String(seller.value).toLowerCase()
    ) {
      const why = 'The buyer and the seller read as the same party';
      found.set('buyer', reject(buyer, why));
      found.set('seller', reject(seller, why));
    }
  },
};
