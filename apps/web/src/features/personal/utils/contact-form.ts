// 002 §5 'Contact edit form': the same messages as the borrower form.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactEditValidate = {
  first_name: (value: string) => (value.trim() === '' ? 'First name is required' : null),
  last_name: (value: string) => (value.trim() === '' ? 'Last name is required' : null),
  email: (value: string) => (value.trim() === '' ? 'Email is required' : EMAIL_PATTERN.test(value.trim()) ? null : 'Invalid email'),
};
