import { Button, Group, Menu } from '@mantine/core';
import { canRestart, isReportActivityType, messages, pauseResumeAction } from '@lending/domain';
import { notifications } from '@mantine/notifications';
import { IconChevronDown } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useStateAction, type StateAction } from '../api/activity-state-actions';
import { useDocumentAction, type DocumentAction } from '../api/document-actions';
import type { DocumentKind } from '../api/document-values';
import type { Activity } from '../api/types';
import { documentLabel, loanViewActions } from '../utils/activity-actions';
import { useOpenActivityPanel } from './activity-panel';
import { DocumentDownloadMenu } from './document-download-menu';
import { ReportActions } from './report-actions';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';
import { lazyComponent } from '../../../lib/when-idle';

// Issue 21, phone: the modals (forms, zod schemas, date and file inputs) are not on the loan page's
// first screen; each is its own chunk, fetched on the first sign of intent (pointer down, focus).
const DocumentFormModal = lazyComponent(() => import('./document-form-modal'), 'DocumentFormModal');
const GfdAcceptModal = lazyComponent(() => import('./gfd-accept-modal'), 'GfdAcceptModal');
const PlaidAccountsModal = lazyComponent(() => import('./plaid-accounts-modal'), 'PlaidAccountsModal');
const UploadModal = lazyComponent(() => import('./upload-modal'), 'UploadModal');
const SendForSignatureModal = lazyComponent(
  () => import('../../../shared/e-signature/components/send-for-signature-modal'),
  'SendForSignatureModal',
);
/** Props that fetch a modal's chunk as soon as a person reaches for its button. */
const intent = (preload: () => void) => ({ onPointerDown: preload, onFocus: preload });

type Props = { activity: Activity; onError: (message: string | null) => void };

const DOCUMENT_KINDS: readonly string[] = ['term-sheet', 'commitment', 'board-review'];
const isDocumentKind = (type: string): type is DocumentKind => DOCUMENT_KINDS.includes(type);

const STATE_ACTION_LABEL: Record<StateAction, string> = {
  restart: 'Restart',
  pause: 'Pause',
  resume: 'Resume',
};

// The per-activity actions of the staff loan view: the action table (000 §4, view 'loan') plus the
// marks, restart and pause/resume of 002 §4. Failures set the row's Error marker.
export const ActivityActions = ({ activity, onError }: Props) => {
  const [modal, setModal] = useState<'form' | 'upload' | 'gfd' | 'sign' | 'plaid' | null>(null);
  const openPanel = useOpenActivityPanel();
  const invalidateLoan = useInvalidateRouteLoan();
  const documentAction = useDocumentAction();
  const stateAction = useStateAction();
  const type = activity.activity_type;
  const state = activity.status.state;
  const actions = loanViewActions(type, state);
  const label = documentLabel(type);

  const failed = (error: unknown) => {
    const message = error instanceof ApiError ? error.message : messages.somethingWentWrong;
    onError(message);
    notifications.show({ color: 'red', message: messages.somethingWentWrong });
    // The server refused (often a stale state): show what it holds now.
    void invalidateLoan();
  };

  const onDocument = (action: DocumentAction, success: string) => {
    if (!isDocumentKind(type)) return;
    onError(null);
    // mutateAsync, not per-call callbacks: an accepted row leaves the list (and unmounts) as soon as
    // the refetch lands, and the toast must still show.
    documentAction
      .mutateAsync({ kind: type, activityId: activity.activity_id, action })
      .then(() => notifications.show({ color: 'green', message: success }), failed);
  };

  const onState = (action: StateAction) => {
    onError(null);
    stateAction.mutateAsync({ activityId: activity.activity_id, action }).then(
      // 002 §8: 'Activity has been Restart/Pause/Resume successfully', with the verb used.
      () =>
        notifications.show({
          color: 'green',
          message: `Activity has been ${STATE_ACTION_LABEL[action]} successfully`,
        }),
      failed,
    );
  };

  const isBusy = documentAction.isPending || stateAction.isPending;
  const canMarkSent = ['new', 'generated', 'failed'].includes(state) && actions.includes('upload');
  const canMarkSigned = state === 'sent' && actions.includes('upload');
  const pauseOrResume = pauseResumeAction(state);
  // 002 §2.4: any other activity can carry a custom document (the server accepts every activity).
  const hasCustomDocument = !isDocumentKind(type);
  const stateActions: StateAction[] = [
    ...(canRestart(type, state) ? (['restart'] as const) : []),
    ...(pauseOrResume ? [pauseOrResume] : []),
  ];

  return (
    <Group gap={6} justify="flex-end" wrap="wrap" maw={420}>
      {actions.includes('edit') && (
        <Button
          size="compact-sm"
          variant="light"
          {...intent(DocumentFormModal.preload)}
          onClick={() => setModal('form')}
        >
          Edit
        </Button>
      )}
      {actions.includes('generate') && (
        <Button
          size="compact-sm"
          variant="light"
          loading={isBusy}
          onClick={() => onDocument('generate', `${label} Generated`)}
        >
          Generate
        </Button>
      )}
      {actions.includes('send') && (
        <Button
          size="compact-sm"
          variant="light"
          loading={isBusy}
          onClick={() => onDocument('send', `${label} Sent`)}
        >
          Send
        </Button>
      )}
      {actions.includes('send') && isDocumentKind(type) && (
        <Button
          size="compact-sm"
          variant="light"
          {...intent(SendForSignatureModal.preload)}
          onClick={() => setModal('sign')}
        >
          Send for signature
        </Button>
      )}
      {actions.includes('accept') && type === 'good-faith-deposit' && (
        <Button
          size="compact-sm"
          color="green"
          {...intent(GfdAcceptModal.preload)}
          onClick={() => setModal('gfd')}
        >
          Accept
        </Button>
      )}
      {actions.includes('accept') && isDocumentKind(type) && (
        <Button
          size="compact-sm"
          color="green"
          loading={isBusy}
          onClick={() => onDocument('set/accepted', `${label} Accepted`)}
        >
          Accept
        </Button>
      )}
      {actions.includes('view-application') && (
        <Button
          size="compact-sm"
          variant="light"
          component={Link}
          to={`/personal/application/${activity.activity_id}`}
        >
          View application
        </Button>
      )}
      {actions.includes('view-plaid') && (
        <Button
          size="compact-sm"
          variant="light"
          {...intent(PlaidAccountsModal.preload)}
          onClick={() => setModal('plaid')}
        >
          View plaid
        </Button>
      )}
      {isReportActivityType(type) && (
        <ReportActions
          activityId={activity.activity_id}
          type={type}
          state={state}
          actions={actions}
          onError={failed}
        />
      )}
      {actions.includes('upload') && (
        <Button
          size="compact-sm"
          variant="light"
          {...intent(UploadModal.preload)}
          onClick={() => setModal('upload')}
        >
          Upload
        </Button>
      )}
      {actions.includes('download') && isDocumentKind(type) && (
        <DocumentDownloadMenu kind={type} activityId={activity.activity_id} onError={failed} />
      )}
      {(canMarkSent || canMarkSigned || hasCustomDocument || stateActions.length > 0) && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="compact-sm"
              variant="default"
              rightSection={<IconChevronDown size={14} />}
              loading={isBusy}
            >
              More
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {canMarkSent && (
              <Menu.Item onClick={() => onDocument('set/sent', `${label} marked as sent`)}>
                Mark as Sent
              </Menu.Item>
            )}
            {canMarkSigned && (
              <Menu.Item onClick={() => onDocument('set/signed', `${label} marked as signed`)}>
                Mark as Signed
              </Menu.Item>
            )}
            {hasCustomDocument && (
              <Menu.Item
                onClick={() =>
                  openPanel({ activity, title: activity.name || activity.document_name || label })
                }
              >
                Custom Document
              </Menu.Item>
            )}
            {stateActions.map((action) => (
              <Menu.Item key={action} onClick={() => onState(action)}>
                {STATE_ACTION_LABEL[action]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      <Suspense fallback={null}>
        {modal === 'form' && isDocumentKind(type) && (
          <DocumentFormModal kind={type} activityId={activity.activity_id} onClose={() => setModal(null)} />
        )}
        {modal === 'upload' && isDocumentKind(type) && (
          <UploadModal kind={type} activity={activity} onClose={() => setModal(null)} />
        )}
        {modal === 'sign' && (
          <SendForSignatureModal
            activityId={activity.activity_id}
            title={activity.name || label}
            onClose={() => setModal(null)}
            onSent={() => void invalidateLoan()}
          />
        )}
        {modal === 'gfd' && (
          <GfdAcceptModal activityId={activity.activity_id} onClose={() => setModal(null)} />
        )}
        {modal === 'plaid' && (
          <PlaidAccountsModal activityId={activity.activity_id} onClose={() => setModal(null)} />
        )}
      </Suspense>
    </Group>
  );
};
