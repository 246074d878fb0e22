import type { PropertyType } from '../property/property-type';
import { PROPERTY_TYPES } from '../property/property-type';

// 002 §2.1: changing the property type clears fields that no longer apply.
export const PREQUAL_COMMON_PROPERTY_FIELDS = [
  'address',
  'propertyType',
  'propertyRequires',
  'rehabStarted',
  'isOccupied',
  'totalSquareFootage',
  'currentOperatingExpenses',
  'expectedOperatingExpenses',
  'currentNoi',
  'expectedNoi',
  'rehabBudgetHard',
  'rehabBudgetSoft',
] as const;

const RESIDENTIAL_INCOME = ['currentGrossIncomeResidential', 'expectedGrossIncomeResidential'] as const;
const COMMERCIAL = [
  'numberOfCommercialUnits',
  'currentGrossIncomeCommercial',
  'expectedGrossIncomeCommercial',
] as const;
const ROOMS = ['bedrooms', 'bathrooms'] as const;

export const PREQUAL_TYPE_FIELDS: Record<PropertyType, readonly string[]> = {
  'Single family home': ['numberOfUnits', ...ROOMS, ...RESIDENTIAL_INCOME],
  Condo: ['numberOfUnits', ...ROOMS, ...RESIDENTIAL_INCOME],
  '2-4 Family': ['numberOfUnits', ...ROOMS, ...RESIDENTIAL_INCOME],
  'Multifamily (5+)': ['numberOfUnits', ...RESIDENTIAL_INCOME],
  'Mixed use': ['numberOfUnits', ...RESIDENTIAL_INCOME, ...COMMERCIAL],
  Land: [],
  Conversion: ['numberOfUnits', ...RESIDENTIAL_INCOME],
  'Ground Up Development': ['numberOfUnits', ...RESIDENTIAL_INCOME],
};

/** The form shows 'Single Family Home' (002 §3); the wire value is 'Single family home'. */
export const normalizePropertyType = (value: unknown): PropertyType | null => {
  if (typeof value !== 'string') return null;
  const match = PROPERTY_TYPES.find((type) => type.toLowerCase() === value.trim().toLowerCase());
  return match ?? null;
};

export const isPrequalFieldApplicable = (propertyType: string, field: string): boolean => {
  const type = normalizePropertyType(propertyType);
  if ((PREQUAL_COMMON_PROPERTY_FIELDS as readonly string[]).includes(field)) return true;
  return type ? PREQUAL_TYPE_FIELDS[type].includes(field) : false;
};

/** Drops the fields that do not apply to the property's type. */
export const clearInapplicableFields = <T extends Record<string, unknown>>(property: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(property).filter(([field]) =>
      isPrequalFieldApplicable(String(property.propertyType ?? ''), field),
    ),
  ) as Partial<T>;
