// 002 §5: uploads accept png, pdf, jpeg, jpg, gif and bmp; anything else is 'Not valid file type'.
export const ALLOWED_EXTENSIONS = ['png', 'pdf', 'jpeg', 'jpg', 'gif', 'bmp'] as const;
export const NOT_VALID_FILE_TYPE = 'Not valid file type';

export const ACCEPT_ATTRIBUTE = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const isAllowedFile = (file: Pick<File, 'name'>): boolean => {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.name.includes('.') && (ALLOWED_EXTENSIONS as readonly string[]).includes(extension);
};
