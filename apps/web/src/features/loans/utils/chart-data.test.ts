import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES } from '@lending/domain';
import { requestsByPropertyType } from './chart-data';

describe('dashboard chart data (spec 000 §2, §9)', () => {
  it("labels the server's property type counts, an unknown type as 'Error', in catalogue order", () => {
    expect(
      requestsByPropertyType(
        [
          { property_type: 'Castle', count: 2 },
          { property_type: 'Condo', count: 1 },
          { property_type: 'Igloo', count: 1 },
        ],
        PROPERTY_TYPES,
      ),
    ).toEqual([
      { label: 'Condo', count: 1 },
      { label: 'Error', count: 3 },
    ]);
  });
});
