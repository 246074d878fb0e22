import { messages } from '@lending/domain';
import { z } from 'zod';

/** Epoch seconds that are a real date between 1900 and 2100 (activity dates, loan-status dates). */
export const epochSeconds = z
  .number({ message: messages.invalidDateField })
  .int(messages.invalidDateField)
  .min(-2_208_988_800, messages.invalidDateField)
  .max(4_102_444_800, messages.invalidDateField);
