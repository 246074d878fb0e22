import { Badge, Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import { confidenceColor, formatFieldValue, type ReportItem } from '@lending/domain';

// Issue 23: printed by the field catalogue: "$9,987,000", "1968", "6.4%"; Yes/No; text as sent.
const display = (item: ReportItem): string => formatFieldValue(item.key, item.value, item.label);

// 001 §9: confidence below 5 red, 5 to below 10 yellow, 10 black.
const COLORS = {
  red: 'var(--mantine-color-red-7)',
  yellow: 'var(--mantine-color-yellow-8)',
  black: 'inherit',
};

/** One report item; with a confidence level it carries the tooltip of 001 §2 (confidence, note, quote). */
export const ReportItemCell = ({ item, implausible }: { item: ReportItem; implausible?: string | null }) => {
  const level = item.confidence_level;
  // Issue 23: a value that fails plausibility is shown with its flag and reason; it is not used.
  const flag = implausible ? (
    <Tooltip label={implausible} multiline w={280} withArrow>
      <Badge
        color="orange"
        variant="light"
        size="xs"
        data-testid="implausible-flag"
        aria-label={`Implausible, not used: ${implausible}`}
      >
        Implausible
      </Badge>
    </Tooltip>
  ) : null;
  const value = (
    <Text
      size="sm"
      fw={600}
      c={level === null || level === undefined ? undefined : COLORS[confidenceColor(level)]}
    >
      {display(item)}
    </Text>
  );
  return (
    <Box data-testid="report-item">
      <Text size="xs" c="dimmed" lineClamp={1}>
        {item.label}
      </Text>
      {level === null || level === undefined ? (
        <Group gap={4} wrap="nowrap">
          {value}
          {flag}
        </Group>
      ) : (
        <Tooltip
          withArrow
          multiline
          w={280}
          label={
            <Stack gap={2}>
              <Text size="xs">Confidence: {level}/10</Text>
              {item.note && <Text size="xs">{item.note}</Text>}
              {item.quote && (
                <Text size="xs" fs="italic">
                  “{item.quote}”
                </Text>
              )}
            </Stack>
          }
        >
          <Group gap={4} wrap="nowrap" style={{ cursor: 'help', width: 'fit-content' }}>
            {value}
          </Group>
        </Tooltip>
      )}
      {flag && level !== null && level !== undefined && flag}
    </Box>
  );
};
