import { describe, expect, it } from 'vitest';
import { addFiles, canRemove, errorStatusOf, pendingFiles, patchFile, removeFile } from './upload-files';

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });

describe('upload side panel files (001 §4)', () => {
  it('adds several files, all waiting, each removable', () => {
    const items = addFiles([], [file('a.pdf'), file('b.pdf')]);
    expect(items.map((item) => item.file.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(items.every(canRemove)).toBe(true);
    expect(removeFile(items, items[0]!.id).map((item) => item.file.name)).toEqual(['b.pdf']);
  });

  it('keeps uploading and uploaded files; failed ones can be removed or sent again', () => {
    let items = addFiles([], [file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    items = patchFile(items, items[0]!.id, { state: 'loading' });
    items = patchFile(items, items[1]!.id, { state: 'error', status: 413 });
    expect(removeFile(items, items[0]!.id)).toHaveLength(3);
    expect(pendingFiles(items).map((item) => item.file.name)).toEqual(['b.pdf', 'c.pdf']);
    expect(removeFile(items, items[1]!.id).map((item) => item.file.name)).toEqual(['a.pdf', 'c.pdf']);
  });

  it('clears the old files when new ones are added after a success', () => {
    let items = addFiles([], [file('a.pdf')]);
    items = patchFile(items, items[0]!.id, { state: 'success', progress: 100 });
    expect(addFiles(items, [file('d.pdf')]).map((item) => item.file.name)).toEqual(['d.pdf']);
  });

  it('an error carries its status code, 500 when there is none', () => {
    expect(errorStatusOf({ status: 403 })).toBe(403);
    expect(errorStatusOf(new Error('network'))).toBe(500);
  });
});
