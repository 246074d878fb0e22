import {
  ActionIcon,
  Badge,
  Button,
  Group,
  MultiSelect,
  SegmentedControl,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { messages } from '@lending/domain';
import { IconArchive, IconArchiveOff, IconList, IconMap, IconSearch } from '@tabler/icons-react';

export type LoanView = 'list' | 'map';

type Props = {
  search: string;
  onSearchChange: (value: string) => void;
  propertyTypes: string[];
  propertyTypeOptions: readonly string[];
  onPropertyTypesChange: (value: string[]) => void;
  purposes: string[];
  purposeOptions: readonly string[];
  onPurposesChange: (value: string[]) => void;
  isArchived: boolean;
  onArchivedChange: (value: boolean) => void;
  view: LoanView;
  onViewChange: (view: LoanView) => void;
  selectedCount: number;
  isArchiving: boolean;
  onArchiveSelected: () => void;
};

/** Search, the two multi-select filters, the archived toggle, list/map and the bulk archive. */
export const LoanToolbar = (props: Props) => (
  <Group justify="space-between" gap="sm" wrap="wrap">
    <Group gap="sm" wrap="wrap">
      <TextInput
        aria-label="Search loans"
        placeholder="Search loans"
        leftSection={<IconSearch size={16} />}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
        w={240}
      />
      <MultiSelect
        aria-label="Property type"
        placeholder={props.propertyTypes.length ? undefined : 'Property type'}
        data={[...props.propertyTypeOptions]}
        value={props.propertyTypes}
        onChange={props.onPropertyTypesChange}
        clearable
        w={240}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        aria-label="Purpose"
        placeholder={props.purposes.length ? undefined : 'Purpose'}
        data={[...props.purposeOptions]}
        value={props.purposes}
        onChange={props.onPurposesChange}
        clearable
        w={200}
      />
    </Group>
    <Group gap="sm">
      {props.selectedCount > 0 && !props.isArchived && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconArchive size={16} />}
          loading={props.isArchiving}
          onClick={props.onArchiveSelected}
        >
          Archive ({props.selectedCount})
        </Button>
      )}
      {props.isArchived && (
        <Badge color="gray" variant="light" size="lg" tt="none">
          Archived loans
        </Badge>
      )}
      {/* Spec 000 §2: the tooltip names what the toggle will show next. */}
      <Tooltip label={props.isArchived ? messages.viewUnarchiveLoans : messages.viewArchiveLoans}>
        <ActionIcon
          size="lg"
          variant={props.isArchived ? 'filled' : 'default'}
          aria-label={props.isArchived ? messages.viewUnarchiveLoans : messages.viewArchiveLoans}
          aria-pressed={props.isArchived}
          onClick={() => props.onArchivedChange(!props.isArchived)}
        >
          {props.isArchived ? <IconArchiveOff size={18} /> : <IconArchive size={18} />}
        </ActionIcon>
      </Tooltip>
      <SegmentedControl
        aria-label="View"
        value={props.view}
        onChange={(value) => props.onViewChange(value as LoanView)}
        data={[
          {
            value: 'list',
            label: (
              <Group gap={4} wrap="nowrap">
                <IconList size={14} />
                List
              </Group>
            ),
          },
          {
            value: 'map',
            label: (
              <Group gap={4} wrap="nowrap">
                <IconMap size={14} />
                Map
              </Group>
            ),
          },
        ]}
      />
    </Group>
  </Group>
);
