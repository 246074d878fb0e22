import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import classes from './status-cards.module.css';

export type StatusCard = { key: string; label: string; count: number };

type Props = {
  cards: StatusCard[];
  /** The selected status, or null for the total card. */
  selected: string | null;
  totalKey?: string;
  onSelect: (status: string | null) => void;
};

/** Spec 000 §2: status cards with counts; clicking one filters the table by that status. */
export const StatusCards = ({ cards, selected, totalKey, onSelect }: Props) => (
  <SimpleGrid
    cols={{ base: 2, sm: 4, lg: cards.length > 4 ? 8 : cards.length }}
    spacing="sm"
    role="group"
    aria-label="Status filter"
  >
    {cards.map((card) => {
      const isTotal = card.key === totalKey;
      const isActive = isTotal ? selected === null : selected === card.key;
      return (
        <UnstyledButton
          key={card.key}
          className={classes.card}
          data-active={isActive || undefined}
          aria-pressed={isActive}
          data-testid={`status-card-${card.key}`}
          onClick={() => onSelect(isTotal || isActive ? null : card.key)}
        >
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" lh={1.3} mih={32}>
            {card.label}
          </Text>
          <Text fz={24} fw={700}>
            {card.count}
          </Text>
        </UnstyledButton>
      );
    })}
  </SimpleGrid>
);
