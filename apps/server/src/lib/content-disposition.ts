// Content-Disposition for any file name (RFC 6266 with RFC 5987 `filename*`): an ASCII fallback
// in `filename` and the exact UTF-8 name in `filename*`, so names like 文件.pdf download intact
// instead of breaking the header. Quotes, backslashes and control characters never pass.
const ASCII_SAFE = /[^\x20-\x7e]|["\\%]/g;

const encodeRfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export const contentDisposition = (
  fileName: string,
  type: 'inline' | 'attachment' = 'attachment',
): string => {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const name = fileName.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'file';
  const fallback = name.replace(ASCII_SAFE, '_');
  if (fallback === name) return `${type}; filename="${name}"`;
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
};
