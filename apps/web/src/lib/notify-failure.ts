import { notifications } from '@mantine/notifications';
import { messages } from '@lending/domain';
import { ApiError } from './api-client';

/**
 * What the server said when it refused a request (a 4xx carries the spec's words from
 * packages/domain messages: "Only a PDF document can be sent for signature", a stale version...).
 * A 5xx or a network failure has nothing a person can act on: null.
 */
export const failureReason = (error: unknown): string | null =>
  error instanceof ApiError &&
  error.status < 500 &&
  error.body.message &&
  error.body.message !== messages.defaultFailure
    ? error.body.message
    : null;

/**
 * The failure toast: the spec's title ('Something went wrong' unless the spec names another) and,
 * when the server gave one, its reason below it, so a refusal is never a dead end.
 */
export const notifyFailure = (error: unknown, title: string = messages.somethingWentWrong): void => {
  const reason = failureReason(error);
  notifications.show(reason ? { color: 'red', title, message: reason } : { color: 'red', message: title });
};
