import { DOCUMENT_SIZE_MB, STORY_TRUNCATE_CHARS } from '../constants/constants';
import { DISPLAY_FORMATS, type DisplayFormat } from '../catalogue/catalogue';
import { formatUsDate } from './dates';
import { fractionToPercent, formatNumber } from './numbers';
import { truncateText } from './loan-name';
import { messages } from '../messages/messages';

/** 002 §3: phone as code-number, 3 digits, dash, 7 digits. */
export const formatPhone = (code: string | null | undefined, number: string | null | undefined): string =>
  code && number ? `${code}-${number}` : messages.notAvailable;

/** Splits a stored phone ('123-4567890' or 10 digits) into code and number. */
export const splitPhone = (
  phone: string | null | undefined,
): { phone_code: string; phone_number: string } => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return { phone_code: digits.slice(0, 3), phone_number: digits.slice(3, 10) };
};

/** 001 §2: keys shown as capitalised words with underscores removed. */
export const prettifyKey = (key: string): string =>
  key
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Keys sorted alphabetically by their prettified form (001 §2). */
export const sortKeys = (keys: readonly string[]): string[] =>
  [...keys].sort((a, b) => prettifyKey(a).localeCompare(prettifyKey(b)));

export type FileKind = 'pdf' | 'image' | 'heic' | 'other';
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg', 'tif', 'tiff'];

/** 001 §2 preview kinds from a file name or a MIME type. */
export const fileKind = (nameOrType: string | null | undefined): FileKind => {
  const value = (nameOrType ?? '').toLowerCase().trim();
  if (value === 'application/pdf' || value.endsWith('.pdf') || value === 'pdf') return 'pdf';
  if (value.includes('heic') || value.includes('heif')) return 'heic';
  if (value.startsWith('image/')) return 'image';
  const extension = value.includes('.') ? (value.split('.').pop() ?? '') : value;
  return IMAGE_EXTENSIONS.includes(extension) ? 'image' : 'other';
};

export const fileExtension = (name: string): string =>
  name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';

/** 001 §9: 1.14 MB per document, shown in GB above 1024 MB. */
export const documentSizeEstimate = (documentCount: number): string => {
  const mb = Math.max(0, documentCount) * DOCUMENT_SIZE_MB;
  return mb > 1024 ? `${(mb / 1024).toFixed(2)} GB` : `${mb.toFixed(2)} MB`;
};

/** 002 §2.4: the story is truncated at 300 characters with 'Show more'. */
export const truncateStory = (story: string | null | undefined): { text: string; isTruncated: boolean } => {
  const text = story ?? '';
  return text.length > STORY_TRUNCATE_CHARS
    ? { text: truncateText(text, STORY_TRUNCATE_CHARS), isTruncated: true }
    : { text, isTruncated: false };
};

/** 000 §3 display formats: 0 plain, 1 percent, 2 percent x100, 3 amount with dollar suffix, 4 US date. */
export const formatByDisplayFormat = (value: unknown, format: DisplayFormat | number): string => {
  if (value === null || value === undefined || value === '') return messages.notAvailable;
  switch (format) {
    case DISPLAY_FORMATS.percent:
      return `${formatNumber(value as number)}%`;
    case DISPLAY_FORMATS.percentX100:
      return `${fractionToPercent(value as number) ?? messages.notAvailable}%`;
    case DISPLAY_FORMATS.amount:
      return `${formatNumber(value as number)}$`;
    case DISPLAY_FORMATS.usDate:
      return formatUsDate(value as number);
    default:
      return String(value);
  }
};

/** 001 §3: missing data point values show 'N/A'. */
export const displayValue = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? messages.notAvailable
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);
