import { describe, expect, it } from 'vitest';
import { customDocumentChanges, customFieldLabel, CUSTOM_FIELD_NAME } from './custom-document';

describe('customDocumentChanges (002 §5: save only when a value changed, empty values ignored)', () => {
  it('has nothing to save when every value equals the loaded one', () => {
    expect(
      customDocumentChanges({ site_visit: 'Roof', units: 4 }, { site_visit: 'Roof', units: '4' }),
    ).toEqual({});
  });

  it('ignores empty and blank values, even when the loaded one was set', () => {
    expect(customDocumentChanges({ site_visit: 'Roof' }, { site_visit: '', note: '   ' })).toEqual({});
  });

  it('keeps only the changed, non-empty values', () => {
    expect(
      customDocumentChanges(
        { site_visit: 'Roof', units: 4 },
        { site_visit: 'Roof replaced', units: '4', note: 'New' },
      ),
    ).toEqual({ site_visit: 'Roof replaced', note: 'New' });
  });
});

describe('custom field names', () => {
  it('labels snake_case names and accepts only the names the server accepts', () => {
    expect(customFieldLabel('site_visit')).toBe('Site Visit');
    expect(CUSTOM_FIELD_NAME.test('site_visit')).toBe(true);
    expect(CUSTOM_FIELD_NAME.test('bad key!')).toBe(false);
  });
});
