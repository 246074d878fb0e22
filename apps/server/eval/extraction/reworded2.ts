// REWORDED 2 (split 'reworded-2', blind): a second rewording table, written in stop 30 by a helper
// who never opened the extractor nor the first table (reworded-ids/legal/money/property.ts), for
// every family 1-13 drawn a sixth time as a text PDF. The mechanism is the first table's
// (reworded.ts: whole-word labels, one pick per document and group, the printed case kept, upper
// case openers and dropped colons); the table is picked by the family's class, not recognised from
// the text. Nobody tuning the extractor opens these files or prints the split's failures.
import { reword, type RewordHit } from './reworded';
import { REWORD_2_IDS } from './reworded2-ids';
import { REWORD_2_LEGAL } from './reworded2-legal';
import { REWORD_2_MONEY } from './reworded2-money';
import { REWORD_2_PROPERTY } from './reworded2-property';
import type { Rng } from './rng';
import type { Line } from './types';

export const REWORD_2_TABLES = [...REWORD_2_IDS, ...REWORD_2_LEGAL, ...REWORD_2_PROPERTY, ...REWORD_2_MONEY];

/** The pages of a document of class `cls` with their labels reworded by the second table. */
export const reword2 = (pages: Line[][], r: Rng, cls: string, hits: RewordHit[] = []): Line[][] =>
  reword(
    pages,
    r,
    hits,
    REWORD_2_TABLES.filter((t) => t.cls === cls),
  );
