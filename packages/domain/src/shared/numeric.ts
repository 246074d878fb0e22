import { z } from 'zod';

// PostgreSQL numeric columns arrive as strings; the wire carries numbers (docs/contract.md "Values").
// Response schemas use these so the server's allow-list also normalises the type.
const toNumber = (value: unknown): unknown => {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return value;
};

export const numericSchema = z.preprocess(toNumber, z.number());
export const nullableNumericSchema = numericSchema.nullable();

/** Epoch seconds (integers) on the wire. */
export const epochSchema = z.preprocess(toNumber, z.number().int());
export const nullableEpochSchema = epochSchema.nullable();
