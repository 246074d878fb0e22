import { z } from 'zod';
import { DATE_PICKER_MAX_YEAR, DATE_PICKER_MIN_YEAR, TIME_PICKER_STEP_MINUTES } from '../constants/constants';
import { messages } from '../messages/messages';

// 002 §2.7 Add Activity modal.
export const ACTIVITY_TOPICS = [
  'Application',
  'Term Sheet',
  'GFD',
  'External Data',
  'Tests',
  'Board Review',
  'Other',
] as const;
export const activityTopicSchema = z.enum(ACTIVITY_TOPICS);
export type ActivityTopic = z.infer<typeof activityTopicSchema>;

export const ACTIVITY_KINDS = [
  'Call',
  'Mail',
  'General',
  'Deadline',
  'Meeting',
  'Question',
  'Other',
] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

export const ACTIVITY_STATUS_FILTERS = ['todo', 'all'] as const;
export type ActivityStatusFilter = (typeof ACTIVITY_STATUS_FILTERS)[number];

const pickerEpoch = z
  .number({ error: messages.required })
  .int()
  .refine((epoch) => {
    const year = new Date(epoch * 1000).getUTCFullYear();
    return year >= DATE_PICKER_MIN_YEAR && year <= DATE_PICKER_MAX_YEAR;
  }, messages.invalidDateField)
  .refine((epoch) => (epoch / 60) % TIME_PICKER_STEP_MINUTES === 0, messages.invalidValue);

export const addActivitySchema = z
  .object({
    loan_id: z.string().min(1, messages.required).optional(),
    topic: activityTopicSchema,
    details: z.string().trim().max(5000).default(''),
    type: activityKindSchema,
    request: z.string().trim().max(5000).default(''),
    participants: z.array(z.string().trim().min(1)).default([]),
    start_epoch: pickerEpoch,
    end_epoch: pickerEpoch,
    notes: z.string().trim().max(5000).default(''),
  })
  .refine((value) => value.end_epoch >= value.start_epoch, {
    message: messages.invalidDateField,
    path: ['end_epoch'],
  });
export type AddActivityBody = z.infer<typeof addActivitySchema>;
