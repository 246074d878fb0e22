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
import { IconArchive, IconChevronDown, IconChevronRight, IconPencil, IconX } from '@tabler/icons-react';
import { ArchiveRequestsModal } from './archive-requests-modal';
import { FilesPopover } from './files-popover';
import { useState } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import type { Activity } from '../api/types';
import { dueColor } from '../utils/activity-list';
import { formatEpochDate } from '../utils/format';

type Props = { title: string; activities: Activity[] };

// Spec 001 §2 / §4: a collapsible card per entity with the count still to complete, the
// completion bar (150 px at 100 %), the filter (initially New, In Progress and open when
// something is in progress) and the Document Name / Status / Due Date / Actions table.
export const DocumentRequestCard = ({ title, activities }: Props) => {
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
                  <Table.Td>{activity.processes.length > 0 && <FilesPopover activity={activity} />}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Collapse>
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
