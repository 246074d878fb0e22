// One row of a Data Analysis table (001 §2) from a value that has passed plausibility (issue 23
// item 5): an implausible value is never compared with the requirement. The row shows it flagged
// with its reason instead of a percentage, and its value is null (N/A) for insights.
import {
  checkPropertyFigures,
  checkValue,
  evaluateRequirement,
  requirementText,
  type PolicyRequirement,
  type PolicyRowValue,
  type PropertyFigures,
} from '@lending/domain';

export type Found = {
  value: number;
  source: string;
  confidence: number | null;
  note: string | null;
  quote: string | null;
};

/** A value as read, with why it must not be used when it is implausible. */
export type Checked = { value: number | null; implausible: string | null };

export const row = (
  checked: Checked,
  requirement: PolicyRequirement,
  found: Omit<Found, 'value'> | null,
  extra: string[] = [],
): PolicyRowValue => {
  const { value, implausible } = checked;
  const { indicator, diff } = evaluateRequirement(value, requirement);
  const details = [
    ...(implausible ? [`Implausible value, not used: ${implausible}`] : []),
    `Requirement: ${requirementText(requirement)}`,
    ...(found
      ? [`Source: ${found.source}${found.confidence !== null ? ` (confidence ${found.confidence}/10)` : ''}`]
      : []),
    ...(found?.note ? [found.note] : []),
    ...(found?.quote ? [`"${found.quote}"`] : []),
    ...extra,
    ...(indicator === 'red' && requirement.value_out_of_range ? [requirement.value_out_of_range] : []),
  ];
  return {
    value,
    diff,
    indicator,
    source: found?.source ?? null,
    confidence_level: found?.confidence ?? null,
    details: value === null && !implausible ? [`No value${found ? '' : ' provided'}`, ...details] : details,
    implausible,
  };
};

const plain = (field: string, value: number | null): Checked => {
  const checked = checkValue(field, value);
  return checked ?? { value: null, implausible: null };
};

/**
 * Checks a property's side (the borrower's figures or the vendors') together: units against the
 * area, rent per unit against the market median and the policy's rent threshold.
 */
export const propertyChecker = (figures: PropertyFigures) => {
  const together = checkPropertyFigures(figures);
  return (field: string, value: number | null): Checked => {
    if (value === null) return { value: null, implausible: null };
    const joint =
      field === 'units'
        ? together.units
        : field === 'square_footage'
          ? together.square_footage
          : field === 'market_rent'
            ? together.rent_per_unit
            : undefined;
    return joint === undefined ? plain(field, value) : (joint ?? { value: null, implausible: null });
  };
};

/** Checks a value on its own (borrowers, neighbourhoods). */
export const checkAlone = (field: string, value: number | null): Checked => plain(field, value);
