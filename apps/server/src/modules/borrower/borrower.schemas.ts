// Wire schemas of /borrower live in packages/domain (api/borrower.ts, api/people-entities.ts).
import { borrowerSchema } from '@lending/domain';

export { borrowerIdParams, borrowerPatchSchema } from '@lending/domain';
export { borrowerSchema };

export const borrowerDetailSchema = borrowerSchema;
