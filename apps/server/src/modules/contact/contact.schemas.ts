import { CONTACT_TYPES, addContactSchema, contactAddResponseSchema, contactSchema } from '@lending/domain';

export { CONTACT_TYPES, contactAddResponseSchema, contactSchema };

// Add contact (spec 002 §5): first_name, last_name, email and contact_type are required; the
// same schema validates the web form. Unknown fields are refused.
export const newContactSchema = addContactSchema.strict();
