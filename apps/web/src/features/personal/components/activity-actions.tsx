import { Button, Group } from '@mantine/core';
import { IconBuildingBank, IconForms } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { EntityType } from '../../../lib/personal-area';
import type { PersonalActivity } from '../api/personal-types';
import { UploadFileButton } from './upload-file-button';
import { ViewFilesMenu } from './view-files-menu';

type Props = { entityType: EntityType; activity: PersonalActivity; userEmail: string | null };

const has = (activity: PersonalActivity, ...names: string[]) =>
  activity.actions.some((action) => names.includes(action));

/**
 * The personal view's actions (000 §4 action table, 002 §2.3): Upload File for document
 * requests, term sheets and commitments; Fill Application (hidden when done); Connect Plaid;
 * view files. The server sends the allowed actions with each activity.
 */
export const ActivityActions = ({ entityType, activity, userEmail }: Props) => {
  const canUpload = has(activity, 'upload', 'upload-document-request');
  const canFill = has(activity, 'view-application') && !activity.done && activity.status.state !== 'done';
  const canPlaid = has(activity, 'view-plaid') && !!activity.url;
  const canViewFiles = has(activity, 'view-files');

  return (
    <Group gap="xs" justify="flex-end" wrap="wrap">
      {canUpload && (
        <UploadFileButton
          entityType={entityType}
          activityId={activity.activity_id}
          userEmail={userEmail}
          documentName={activity.document_name ?? activity.name}
        />
      )}
      {canFill && (
        <Button
          component={Link}
          to={`/personal/application/${activity.activity_id}${userEmail ? `?user-email=${encodeURIComponent(userEmail)}` : ''}`}
          size="xs"
          leftSection={<IconForms size={14} />}
        >
          Fill Application
        </Button>
      )}
      {canPlaid && (
        <Button
          component={Link}
          to={activity.url ?? '#'}
          size="xs"
          variant="light"
          leftSection={<IconBuildingBank size={14} />}
        >
          Connect Plaid
        </Button>
      )}
      {canViewFiles && <ViewFilesMenu entityType={entityType} activity={activity} userEmail={userEmail} />}
    </Group>
  );
};
