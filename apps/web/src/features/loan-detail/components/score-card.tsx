import {
  Button,
  Card,
  Group,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { messages, prettifyKey, SCORE_POPUP_SIZE } from '@lending/domain';
import { useState } from 'react';
import { useLoanScore, type LoanScore, type ScoreCategory } from '../api/get-loan-score';
import type { Loan } from '../api/types';

// Spec 002 §2.4: total plus the four categories, each opening a 500 x 500 score-details popup.
const CATEGORIES = [
  { key: 'properties', label: 'Properties' },
  { key: 'neighborhoods', label: 'Neighborhoods' },
  { key: 'borrowers', label: 'Borrowers' },
  { key: 'loan-factors', label: 'Loan Factors' },
] as const;
type CategoryKey = (typeof CATEGORIES)[number]['key'];

const categoryOf = (score: LoanScore | undefined, key: CategoryKey): ScoreCategory | null => {
  const value = score?.[key];
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? { score_category: key, total_score: value, variables: [] } : value;
};

const showScore = (value: number | null | undefined) =>
  value === null || value === undefined ? messages.notAvailable : String(Math.round(value));

export const ScoreCard = ({ loan }: { loan: Loan }) => {
  const { data: score } = useLoanScore(loan.id);
  const [openKey, setOpenKey] = useState<CategoryKey | null>(null);
  const open = openKey ? categoryOf(score, openKey) : null;
  const openLabel = CATEGORIES.find((category) => category.key === openKey)?.label;

  return (
    <Card withBorder radius="md" data-testid="score-card">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Score</Title>
        <Text fw={700} size="xl" data-testid="score-total">
          {showScore(score?.score ?? loan.score)}
        </Text>
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        {CATEGORIES.map((category) => (
          <UnstyledButton
            key={category.key}
            onClick={() => setOpenKey(category.key)}
            aria-label={`${category.label} score details`}
          >
            <Card withBorder padding="xs" radius="sm">
              <Text size="xs" c="dimmed">
                {category.label}
              </Text>
              <Text fw={600}>{showScore(categoryOf(score, category.key)?.total_score)}</Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal
        opened={openKey !== null}
        onClose={() => setOpenKey(null)}
        title={`${openLabel ?? ''} score`}
        size={SCORE_POPUP_SIZE.width}
        centered
      >
        <ScrollArea h={SCORE_POPUP_SIZE.height - 120} data-testid="score-details">
          {!open || open.variables.length === 0 ? (
            <Text c="dimmed">{messages.notAvailable}</Text>
          ) : (
            <Stack gap="sm">
              {open.variables.map((variable, index) => (
                <div key={`${variable.name}-${index}`}>
                  <Group justify="space-between">
                    <Text fw={600} size="sm">
                      {variable.name}
                      {variable.entity_name ? ` (${variable.entity_name})` : ''}
                    </Text>
                    <Text size="sm">{showScore(variable.variable_final_score)}</Text>
                  </Group>
                  {variable.children && variable.children.length > 0 && (
                    <Table fz="xs">
                      <Table.Tbody>
                        {variable.children.map((child) => (
                          <Table.Tr key={child.name}>
                            <Table.Td>{prettifyKey(child.name)}</Table.Td>
                            <Table.Td>
                              {child.value === null || child.value === undefined
                                ? messages.notAvailable
                                : String(child.value)}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  )}
                </div>
              ))}
            </Stack>
          )}
        </ScrollArea>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={() => setOpenKey(null)}>
            Close
          </Button>
        </Group>
      </Modal>
    </Card>
  );
};
