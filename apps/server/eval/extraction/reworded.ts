// REWORDED (split 'reworded', blind): the labels of a generated document reworded the way other
// lenders, banks, title companies and appraisers print the same thing. Written blind (the extractor
// never opened); the values and the ground truth are the family's own. Nobody tuning the extractor
// opens this file or prints the split's failures.
import type { Rng } from './rng';
import type { Line } from './types';

/** The pages with their labels reworded (the table is filled in by the blind author). */
export const reword = (pages: Line[][], r: Rng): Line[][] => {
  void r;
  return pages;
};
