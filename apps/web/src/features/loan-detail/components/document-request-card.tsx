import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Checkbox,
  Collapse,
  Tooltip,
  Group,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  ACCORDION_MS,
  activityStateLabel,
  canPerform,
  COMPLETION_BAR_WIDTH,
  completionShare,
  countByFilterGroup,
  initialFilterGroup,
  isFinalState,
  LOAN_FILTER_BUTTONS,
  LOAN_FILTER_GROUPS,
  matchesFilterGroup,
  type ActivityFilterGroup,
} from '@lending/domain';
import {
  IconArchive,
  IconChevronDown,
  IconChevronRight,
  IconEye,
  IconPencil,
  IconPlus,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AddDocumentRequestModal,
  type EntityOption,
} from '../../../shared/documents/components/add-document-request-modal';
import { EmptyState } from '../../../components/empty-state';
import { FilesPanel } from '../../../shared/documents/components/files-panel';
import { UploadPanel } from '../../../shared/documents/components/upload-panel';
import { uploadStaffFile } from '../../../shared/documents/api/upload-staff-file';
import { loanDetailKeys } from '../api/loan-detail-keys';
import { ArchiveRequestsModal } from './archive-requests-modal';
import { StatusBadge } from '../../../components/status-badge';
import type { Activity } from '../api/types';
import { dueColor } from '../utils/activity-list';
import { formatEpochDate } from '../utils/format';

type Props = {
  loanId: string;
  entityType: string;
  title: string;
  activities: Activity[];
  entities: EntityOption[];
};

/** Staff upload on a request row in the states the borrower could (000 §4; 001 §6 on behalf). */
const canUploadTo = (activity: Activity) =>
  canPerform('document-request', activity.status.state, 'upload-document-request', 'personal');

// Spec 001 §2 / §4: a collapsible card per entity with the count still to complete, the
// completion bar (150 px at 100 %), the filter (initially New, In Progress and open when
// something is in progress) and the Document Name / Status / Due Date / Actions table.
export const DocumentRequestCard = ({ loanId, entityType, title, activities, entities }: Props) => {
  const queryClient = useQueryClient();
  const [filesFor, setFilesFor] = useState<string | null>(null);
  const [uploadFor, setUploadFor] = useState<Activity | null>(null);
  const [isAddOpen, setAddOpen] = useState(false);
  const filesActivity = activities.find((activity) => activity.activity_id === filesFor) ?? null;
  const states = activities.map((activity) => activity.status.state);
  const initial = initialFilterGroup(states);
  const [isOpen, setOpen] = useState(initial.isOpen);
  const [filter, setFilter] = useState<ActivityFilterGroup>(initial.group);
  const [isEditing, setEditing] = useState(false);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [isArchiveOpen, setArchiveOpen] = useState(false);
  const counts = countByFilterGroup(states);
  const remaining = states.filter((state) => !isFinalState(state)).length;
  const share = completionShare(states);
  const rows = activities.filter((activity) => matchesFilterGroup(activity.status.state, filter));
  const rowIds = rows.map((activity) => activity.activity_id);
  const isAllSelected = rowIds.length > 0 && rowIds.every((id) => selectedIds.includes(id));
  // 001 §4: changing the filter clears the selection; toggling edit mode clears it too.
  const onFilter = (group: ActivityFilterGroup) => {
    setFilter(group);
    setSelectedIds([]);
  };
  const onToggleEdit = () => {
    setEditing((value) => !value);
    setSelectedIds([]);
  };
  const toggle = (id: string) =>
    setSelectedIds((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );

  return (
    <Paper withBorder radius="md" p="sm" data-testid={`document-requests-${title}`}>
      <UnstyledButton onClick={() => setOpen((value) => !value)} w="100%">
        <Group justify="space-between">
          <Group gap="xs">
            {isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
            <Text fw={600} tt="capitalize">
              {title}
            </Text>
            <Badge variant="light">{remaining} to complete</Badge>
          </Group>
          <Box w={COMPLETION_BAR_WIDTH}>
            <Progress value={share * 100} color="green" aria-label="Completion" />
          </Box>
        </Group>
      </UnstyledButton>
      <Collapse in={isOpen} transitionDuration={ACCORDION_MS}>
        <Stack gap="xs" mt="sm">
          <Group justify="space-between">
            <Group gap={4}>
              {LOAN_FILTER_BUTTONS.map((group) => (
                <Button
                  key={group}
                  size="compact-xs"
                  variant={group === filter ? 'filled' : 'default'}
                  onClick={() => onFilter(group)}
                >
                  {LOAN_FILTER_GROUPS[group].label} ({counts[group]})
                </Button>
              ))}
            </Group>
            <Group gap={4}>
              {isEditing && (
                <Tooltip label="Archive">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label="Archive selected requests"
                    onClick={() => setArchiveOpen(true)}
                  >
                    <IconArchive size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
              <Tooltip label="Add New Document Request">
                <ActionIcon
                  variant="subtle"
                  aria-label="Add New Document Request"
                  onClick={() => setAddOpen(true)}
                >
                  <IconPlus size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={isEditing ? 'Cancel' : 'Edit'}>
                <ActionIcon
                  variant="subtle"
                  aria-label={isEditing ? 'Cancel edit' : 'Edit requests'}
                  onClick={onToggleEdit}
                >
                  {isEditing ? <IconX size={16} /> : <IconPencil size={16} />}
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {isEditing && (
                  <Table.Th w={36}>
                    <Checkbox
                      aria-label="Select all"
                      checked={isAllSelected}
                      onChange={() => setSelectedIds(isAllSelected ? [] : rowIds)}
                    />
                  </Table.Th>
                )}
                <Table.Th>Document Name</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Due Date</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((activity) => (
                <Table.Tr key={activity.activity_id}>
                  {isEditing && (
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${activity.document_name || activity.name}`}
                        checked={selectedIds.includes(activity.activity_id)}
                        onChange={() => toggle(activity.activity_id)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>{activity.document_name || activity.name || activity.description}</Table.Td>
                  <Table.Td>
                    <StatusBadge
                      status={activity.status.state}
                      label={activityStateLabel(activity.status.state)}
                    />
                  </Table.Td>
                  <Table.Td c={dueColor(activity)}>{formatEpochDate(activity.due_epoch)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {activity.processes.length > 0 && (
                        <Button
                          size="compact-xs"
                          variant="light"
                          leftSection={<IconEye size={12} />}
                          onClick={() => setFilesFor(activity.activity_id)}
                        >
                          View
                        </Button>
                      )}
                      {canUploadTo(activity) && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          leftSection={<IconUpload size={12} />}
                          onClick={() => setUploadFor(activity)}
                        >
                          Upload File
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={isEditing ? 5 : 4}>
                    {/* Never bare headers: say the filter is empty and offer the way to the rest. */}
                    <EmptyState
                      text={`No document requests in ${LOAN_FILTER_GROUPS[filter].label}`}
                      action={
                        filter !== 'all' && counts.all > 0 ? (
                          <Button size="compact-xs" variant="light" onClick={() => onFilter('all')}>
                            Show all ({counts.all})
                          </Button>
                        ) : undefined
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Stack>
      </Collapse>
      {filesActivity && <FilesPanel activity={filesActivity} onClose={() => setFilesFor(null)} />}
      {uploadFor && (
        <UploadPanel
          title={`Upload · ${uploadFor.document_name || uploadFor.name}`}
          upload={(file, onProgress) => uploadStaffFile(uploadFor.activity_id, file, onProgress)}
          onUploaded={() => void queryClient.invalidateQueries({ queryKey: loanDetailKeys.loan(loanId) })}
          onClose={() => setUploadFor(null)}
        />
      )}
      {isAddOpen && (
        <AddDocumentRequestModal
          loanId={loanId}
          entityType={entityType}
          entities={entities}
          onClose={() => setAddOpen(false)}
        />
      )}
      {isArchiveOpen && (
        <ArchiveRequestsModal
          selected={activities.filter((activity) => selectedIds.includes(activity.activity_id))}
          onClose={(isDone) => {
            setArchiveOpen(false);
            if (isDone) setSelectedIds([]);
          }}
        />
      )}
    </Paper>
  );
};
