import {
  Button,
  Card,
  Group,
  Modal,
  ScrollArea,
  SimpleGrid,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { messages, SCORE_POPUP_SIZE } from '@lending/domain';
import { ScoreExplanation } from '../../../components/score-explanation';
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
          // The whole card opens the details; the button (named with the label it shows, WCAG
          // 2.5.3) is what the keyboard and screen readers reach, the score is read after it.
          <Card
            key={category.key}
            withBorder
            padding="xs"
            radius="sm"
            onClick={() => setOpenKey(category.key)}
            style={{ cursor: 'pointer' }}
          >
            <UnstyledButton aria-label={`${category.label} score details`}>
              <Text size="xs" c="dimmed">
                {category.label}
              </Text>
            </UnstyledButton>
            <Text fw={600}>{showScore(categoryOf(score, category.key)?.total_score)}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Modal
        opened={openKey !== null}
        onClose={() => setOpenKey(null)}
        title={`${openLabel ?? ''} score`}
        size={SCORE_POPUP_SIZE.width}
        centered
      >
        <ScrollArea
          h={SCORE_POPUP_SIZE.height - 120}
          data-testid="score-details"
          viewportProps={{ tabIndex: 0, 'aria-label': 'Score details' }}
        >
          <ScoreExplanation variables={open?.variables ?? []} />
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
