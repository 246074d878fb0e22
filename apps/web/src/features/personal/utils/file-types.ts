import { ALLOWED_UPLOAD_EXTENSIONS, fileExtension } from '@lending/domain';

// 002 §5: uploads accept png, pdf, jpeg, jpg, gif and bmp; anything else is 'Not valid file type'.
export const ACCEPT_ATTRIBUTE = ALLOWED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const isAllowedFile = (file: Pick<File, 'name'>): boolean =>
  (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(file.name));
