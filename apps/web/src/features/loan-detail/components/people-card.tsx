import {
  ActionIcon,
  Button,
  Card,
  Collapse,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconLink, IconPencil, IconUnlink } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

type PeopleItem = { id: string; title: string; subtitle?: string; details: [string, ReactNode][] };

type Props = {
  title: string;
  items: PeopleItem[];
  /** How many items show before 'Show more' (contacts: 1, 002 §2.4). */
  visibleCount?: number;
  onLink?: () => void;
  /** Unlink is offered only when more than one item exists (002 §2.4). */
  onUnlink?: (id: string) => void;
  /** An edit action per item (properties). */
  onEdit?: (id: string) => void;
  /** A second header action (a 'New contact' form). */
  onCreate?: () => void;
  /** The first sign of reaching for a header or edit action (pointer down, focus): fetch its form. */
  onIntent?: () => void;
  testId: string;
};

// A left-column card of the loan page: items with expandable details, Show more, link/unlink.
export const PeopleCard = ({
  title,
  items,
  visibleCount,
  onLink,
  onUnlink,
  onEdit,
  onCreate,
  onIntent,
  testId,
}: Props) => {
  const intent = onIntent ? { onPointerDown: onIntent, onFocus: onIntent } : {};
  const [isExpanded, setExpanded] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = visibleCount && !isExpanded ? items.slice(0, visibleCount) : items;
  const canUnlink = Boolean(onUnlink) && items.length > 1;

  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Title order={5}>
          {title} ({items.length})
        </Title>
        <Group gap={2}>
          {onCreate && (
            <Tooltip label={`New ${title.toLowerCase().replace(/s$/, '')}`}>
              <Button variant="subtle" size="compact-xs" onClick={onCreate} {...intent}>
                New
              </Button>
            </Tooltip>
          )}
          {onLink && (
            <Tooltip label={`Link ${title.toLowerCase()}`}>
              <ActionIcon
                variant="subtle"
                aria-label={`Link ${title.toLowerCase()}`}
                onClick={onLink}
                {...intent}
              >
                <IconLink size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Stack gap={6}>
        {items.length === 0 && (
          <Text size="sm" c="dimmed">
            N/A
          </Text>
        )}
        {shown.map((item) => (
          <div key={item.id}>
            <Group justify="space-between" wrap="nowrap" gap={4}>
              <UnstyledButton
                onClick={() => setOpenId(openId === item.id ? null : item.id)}
                style={{ flex: 1 }}
              >
                <Group gap={4} wrap="nowrap">
                  {openId === item.id ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {item.title}
                    </Text>
                    {item.subtitle && (
                      <Text size="xs" c="dimmed">
                        {item.subtitle}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </UnstyledButton>
              {onEdit && (
                <Tooltip label="Edit">
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Edit ${item.title}`}
                    onClick={() => onEdit(item.id)}
                    {...intent}
                  >
                    <IconPencil size={14} />
                  </ActionIcon>
                </Tooltip>
              )}
              {canUnlink && (
                <Tooltip label="Unlink">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={`Unlink ${item.title}`}
                    onClick={() => onUnlink?.(item.id)}
                  >
                    <IconUnlink size={14} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            <Collapse in={openId === item.id}>
              <Stack gap={2} pl="lg" pt={4}>
                {item.details.map(([label, value]) => (
                  <Group key={label} gap={4}>
                    <Text size="xs" c="dimmed">
                      {label}:
                    </Text>
                    <Text size="xs">{value ?? 'N/A'}</Text>
                  </Group>
                ))}
              </Stack>
            </Collapse>
          </div>
        ))}
      </Stack>
      {visibleCount !== undefined && items.length > visibleCount && (
        <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setExpanded((value) => !value)}>
          {isExpanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Card>
  );
};
