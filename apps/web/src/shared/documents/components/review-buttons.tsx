import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { documentReviewControls, messages } from '@lending/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useAcceptDocument } from '../api/review-document';

/**
 * A control that is off but still hoverable, so its tooltip can say why (a `disabled` button gets
 * no mouse events): Mantine's data-disabled look, aria-disabled for assistive technology, and a
 * click that does nothing.
 */
const hoverableDisabled = (enabled: boolean, action: () => void) => ({
  'data-disabled': enabled ? undefined : true,
  'aria-disabled': !enabled,
  onClick: (event: MouseEvent) => {
    if (enabled) action();
    else event.preventDefault();
  },
});

type Props = {
  activityId: string;
  processId: string;
  /** The process's state and the request's state: either one accepted (or rejected) settles it. */
  processState: string;
  activityState: string;
  onReject: () => void;
  /** Called after a successful accept (a caller with its own queries refreshes them). */
  onAccepted?: () => void;
  /** Tooltips above an overlay of its own (the loan documents panel). */
  zIndex?: number;
  variant: 'icons' | 'buttons';
};

/**
 * 001 §4 "Document review state": accepted or done -> the accept control is filled and disabled
 * ('Document Already Accepted'); rejected -> the reject control is filled red and disabled
 * ('Document Already Rejected'); otherwise both are available.
 */
export const ReviewButtons = ({
  activityId,
  processId,
  processState,
  activityState,
  onReject,
  onAccepted,
  zIndex,
  variant,
}: Props) => {
  const accept = useAcceptDocument();
  const process = documentReviewControls(processState);
  const activity = documentReviewControls(activityState);
  const canAccept = process.canAccept && activity.canAccept && activityState !== 'new';
  const canReject = process.canReject && activity.canReject && activityState !== 'new';
  const acceptTooltip = process.acceptTooltip ?? activity.acceptTooltip ?? 'Accept';
  const rejectTooltip = process.rejectTooltip ?? activity.rejectTooltip ?? 'Reject';
  const onAccept = () =>
    accept.mutate(
      { activityId, processId },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.documentAccepted });
          onAccepted?.();
        },
        onError: () => notifications.show({ color: 'red', message: messages.documentAcceptFailed }),
      },
    );
  if (variant === 'buttons')
    return (
      <>
        <Tooltip label={acceptTooltip} disabled={canAccept}>
          <Button
            color="green"
            variant={canAccept ? 'light' : 'filled'}
            leftSection={<IconCheck size={16} />}
            loading={accept.isPending}
            {...hoverableDisabled(canAccept, onAccept)}
          >
            Accept
          </Button>
        </Tooltip>
        <Tooltip label={rejectTooltip} disabled={canReject}>
          <Button
            color="red"
            variant={canReject ? 'light' : 'filled'}
            leftSection={<IconX size={16} />}
            {...hoverableDisabled(canReject, onReject)}
          >
            Reject
          </Button>
        </Tooltip>
      </>
    );
  return (
    <>
      <Tooltip label={acceptTooltip} zIndex={zIndex}>
        <ActionIcon
          color="green"
          variant={process.canAccept ? 'subtle' : 'filled'}
          aria-label="Accept"
          loading={accept.isPending}
          {...hoverableDisabled(canAccept, onAccept)}
        >
          <IconCheck size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={rejectTooltip} zIndex={zIndex}>
        <ActionIcon
          color="red"
          variant={process.canReject ? 'subtle' : 'filled'}
          aria-label="Reject"
          {...hoverableDisabled(canReject, onReject)}
        >
          <IconX size={16} />
        </ActionIcon>
      </Tooltip>
    </>
  );
};
