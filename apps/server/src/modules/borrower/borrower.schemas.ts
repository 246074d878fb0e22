import { borrowerSchema } from '@lending/domain';

const MAX_MONEY = 999_999_999_999.99;
import { z } from 'zod';
import { versionField } from '../../lib/versioning';
import { borrowerUpdateSchema } from '../personal/index';

export const borrowerIdParams = z.object({ id: z.uuid({ message: 'Invalid borrower id' }) });

/** Changed fields only (spec 002 §7), each with the borrower edit form's messages (002 §5). */
export const borrowerPatchSchema = borrowerUpdateSchema
  .extend({
    credit_score: z.number({ message: 'Credit score is not valid' }).int().min(300).max(850),
    // numeric(14,2): at most 999,999,999,999.99.
    net_worth: z
      .number({ message: 'Net worth is not valid' })
      .min(0)
      .max(MAX_MONEY, 'Net worth is not valid'),
    liquidity: z
      .number({ message: 'Liquidity is not valid' })
      .min(0)
      .max(MAX_MONEY, 'Liquidity is not valid'),
  })
  .partial()
  .extend({ version: versionField })
  .strict();

export { borrowerSchema };

export const borrowerDetailSchema = borrowerSchema;
