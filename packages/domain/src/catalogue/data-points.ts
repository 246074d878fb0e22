import type { DataPointValueType } from './catalogue';

// 001 §5 typed editing of data points: INTEGER and FLOAT parse as numbers, falling back to 0;
// BOOLEAN is a checkbox; list items follow their item type (a new item is 0, false or '').
export const listItemType = (type: DataPointValueType): DataPointValueType | null => {
  const match = /^LIST\[(\w+)\]$/.exec(type);
  return match ? (match[1] as DataPointValueType) : null;
};

export const parseDataPointScalar = (type: DataPointValueType, input: unknown): string | number | boolean => {
  switch (type) {
    case 'INTEGER': {
      const n = Number.parseInt(String(input), 10);
      return Number.isFinite(n) ? n : 0;
    }
    case 'FLOAT': {
      const n = Number.parseFloat(String(input));
      return Number.isFinite(n) ? n : 0;
    }
    case 'BOOLEAN':
      return input === true || input === 'true';
    default:
      return input === null || input === undefined ? '' : String(input);
  }
};

export const newListItem = (type: DataPointValueType): string | number | boolean => {
  const item = listItemType(type) ?? type;
  return item === 'INTEGER' || item === 'FLOAT' ? 0 : item === 'BOOLEAN' ? false : '';
};

export const parseDataPointValue = (type: DataPointValueType, input: unknown): unknown => {
  const item = listItemType(type);
  if (!item) return parseDataPointScalar(type, input);
  return (Array.isArray(input) ? input : []).map((value) => parseDataPointScalar(item, value));
};

/** 001 §2: 'Add Item' shows only when the last item is not empty. */
export const canAddListItem = (items: readonly unknown[]): boolean => {
  const last = items[items.length - 1];
  return items.length === 0 || !(last === '' || last === null || last === undefined);
};
