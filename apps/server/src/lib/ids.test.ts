import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts a UUID in either case and nothing else', () => {
    expect(isUuid('3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b')).toBe(true);
    expect(isUuid('3F2B8C1E-9A4D-4E6F-8B7A-1C2D3E4F5A6B')).toBe(true);
    for (const bad of [
      '',
      '10042',
      '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6',
      '3f2b8c1e9a4d4e6f8b7a1c2d3e4f5a6b',
      '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b\u0000',
      ' 3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
      'zf2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
    ])
      expect(isUuid(bad)).toBe(false);
  });
});
