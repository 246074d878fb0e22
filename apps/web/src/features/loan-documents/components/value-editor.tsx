import { ActionIcon, Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  canAddListItem,
  listItemType,
  messages,
  newListItem,
  parseDataPointScalar,
  uiText,
  type DataPointValueType,
} from '@lending/domain';

/** The type an untyped OCR value edits as (001 §2: text or number, list, JSON for objects). */
export const typeOfValue = (value: unknown): DataPointValueType | 'JSON' =>
  Array.isArray(value)
    ? 'LIST[STRING]'
    : typeof value === 'number'
      ? 'FLOAT'
      : typeof value === 'boolean'
        ? 'BOOLEAN'
        : value !== null && typeof value === 'object'
          ? 'JSON'
          : 'STRING';

type Props = {
  type: DataPointValueType | 'JSON';
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
};

const Scalar = ({
  type,
  value,
  onChange,
  label,
}: {
  type: DataPointValueType;
  value: unknown;
  onChange: (v: unknown) => void;
  label: string;
}) =>
  type === 'BOOLEAN' ? (
    <Checkbox
      aria-label={label}
      checked={value === true}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  ) : (
    <TextInput
      size="xs"
      aria-label={label}
      inputMode={type === 'INTEGER' || type === 'FLOAT' ? 'decimal' : undefined}
      value={value === null || value === undefined || value === 'N/A' ? '' : String(value)}
      onChange={(e) => {
        const text = e.currentTarget.value;
        // 001 §5: numbers parse, falling back to 0; a trailing '.' or '-' is kept while typing.
        onChange(
          type === 'INTEGER' || type === 'FLOAT'
            ? /[.-]$/.test(text)
              ? text
              : parseDataPointScalar(type, text)
            : text,
        );
      }}
    />
  );

const JsonEditor = ({
  value,
  onChange,
  label,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
  label: string;
}) => {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  return (
    <Textarea
      aria-label={label}
      autosize
      minRows={3}
      size="xs"
      ff="monospace"
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        try {
          onChange(JSON.parse(e.currentTarget.value));
        } catch {
          // 001 §2: invalid JSON is ignored.
        }
      }}
    />
  );
};

/** The editor of one value: text or number, checkbox, list with 'Add Item', or JSON. */
export const ValueEditor = ({ type, value, onChange, label }: Props) => {
  if (type === 'JSON') return <JsonEditor value={value} onChange={onChange} label={label} />;
  const item = listItemType(type);
  if (!item) return <Scalar type={type} value={value} onChange={onChange} label={label} />;
  const items = Array.isArray(value) ? value : [];
  return (
    <Stack gap={4}>
      {items.length === 0 && (
        <Text size="xs" c="dimmed">
          {messages.noItemsInList}
        </Text>
      )}
      {items.map((entry, index) => (
        <Group key={index} gap={4} wrap="nowrap">
          <Scalar
            type={item}
            value={entry}
            label={`${label} item ${index + 1}`}
            onChange={(next) => onChange(items.map((v, i) => (i === index ? next : v)))}
          />
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={`Remove item ${index + 1}`}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            <IconTrash size={12} />
          </ActionIcon>
        </Group>
      ))}
      {canAddListItem(items) && (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => onChange([...items, newListItem(type)])}
          style={{ alignSelf: 'flex-start' }}
        >
          {uiText.addItem}
        </Button>
      )}
    </Stack>
  );
};
