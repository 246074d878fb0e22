import { CONTACT_TYPES, contactAddResponseSchema, contactSchema, contactTypeSchema, messages } from '@lending/domain';
import { z } from 'zod';

export { CONTACT_TYPES, contactAddResponseSchema, contactSchema };

const required = (message: string, max = 200) => z.string({ message }).trim().min(1, message).max(max, message);

// Add contact (spec 002 §5): first_name, last_name, email and contact_type are required.
export const newContactSchema = z
  .object({
    first_name: required(messages.firstNameRequired, 100),
    last_name: required(messages.lastNameRequired, 100),
    email: z.string({ message: messages.emailRequired }).trim().min(1, messages.emailRequired).pipe(z.email(messages.emailInvalid)),
    phone: z.string().trim().max(30).nullish(),
    company: z.string().trim().max(200).nullish(),
    contact_type: contactTypeSchema,
  })
  .strict();
