// TODO(domain): CONTACT_TYPES and the add-contact schema from @lending/domain when exported.
import { z } from 'zod';

export const CONTACT_TYPES = ['broker', 'attorney', 'title-company', 'insurance-agent', 'appraiser', 'accountant', 'other'] as const;

const required = (message: string, max = 200) => z.string({ message }).trim().min(1, message).max(max, message);

// Add contact (spec 002 §5): first_name, last_name, email, contact_type required.
export const newContactSchema = z
  .object({
    first_name: required('First name is required', 100),
    last_name: required('Last name is required', 100),
    email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').pipe(z.email('Invalid email')),
    phone: z.string().trim().max(30).nullish(),
    company: z.string().trim().max(200).nullish(),
    contact_type: z.enum(CONTACT_TYPES, { message: 'Contact type is required' }),
  })
  .strict();

export const contactSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  contact_type: z.string(),
});
