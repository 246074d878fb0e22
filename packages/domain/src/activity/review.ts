import { messages } from '../messages/messages';

// 001 §4 document review state: accepted or done -> accept filled and disabled; rejected -> reject
// filled red and disabled; otherwise both are available.
export type ReviewControls = {
  canAccept: boolean;
  canReject: boolean;
  acceptTooltip: string | null;
  rejectTooltip: string | null;
};

export const documentReviewControls = (state: string): ReviewControls => {
  const isAccepted = state === 'accepted' || state === 'done';
  const isRejected = state === 'rejected';
  return {
    canAccept: !isAccepted,
    canReject: !isRejected,
    acceptTooltip: isAccepted ? messages.documentAlreadyAccepted : null,
    rejectTooltip: isRejected ? messages.documentAlreadyRejected : null,
  };
};

/** 001 §2: clicking a notification with a document opens it on its loan page. */
export const notificationLink = (
  n: { document_id?: string | null; loan_human_id?: string | null },
  /** Borrowers and brokers land on their personal area, where their requests and files are. */
  role: string = 'admin',
): string | null =>
  role !== 'admin'
    ? '/personal'
    : n.document_id && n.loan_human_id
      ? `/loan/${n.loan_human_id}?documentId=${encodeURIComponent(n.document_id)}`
      : null;

/** 001 §2: a message starting with 'new document uploaded:' shows the prefix emphasised and the rest below. */
export const splitNotificationMessage = (message: string): { prefix: string | null; rest: string } => {
  const prefix = 'new document uploaded:';
  return message.toLowerCase().startsWith(prefix)
    ? { prefix: message.slice(0, prefix.length), rest: message.slice(prefix.length).trim() }
    : { prefix: null, rest: message };
};

/** 002 §2.7: an owner of 'admin' displays as missing. */
export const activityOwnerLabel = (owner: string | null | undefined): string | null =>
  !owner || owner === 'admin' ? null : owner;

/** 001 §4 upload: each file goes loading, then success or error (default status 500). */
export const UPLOAD_STATES = ['loading', 'success', 'error'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];
export const UPLOAD_DEFAULT_ERROR_STATUS = 500;
