import { contactEditSchema } from '@lending/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';

// 002 §5 'Contact edit form': first name, last name and email with the borrower form's messages.
export const contactEditValidate = zod4Resolver(contactEditSchema);
