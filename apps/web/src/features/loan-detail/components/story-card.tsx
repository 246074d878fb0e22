import { Button, Card, Group, Modal, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cleanLoanName, formatMoney, messages, truncateStory } from '@lending/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useUpdateLoan } from '../api/update-loan';
import type { Loan } from '../api/types';

// Spec 002 §2.4: the story, truncated at 300 characters with 'Show more', edited in a modal; the
// default placeholder (no story yet) is replaced by a template to fill in.
const storyTemplate = (loan: Loan): string => {
  const property = loan.properties[0];
  const borrowers = loan.borrowers
    .map((b) => [b.first_name, b.last_name].filter(Boolean).join(' '))
    .join(', ');
  return [
    `Borrower: ${borrowers || '...'}`,
    `Property: ${property ? [property.address_address, property.address_city, property.address_state].filter(Boolean).join(', ') : cleanLoanName(loan.name)}`,
    `Request: ${formatMoney(loan.amount)} ${loan.purpose ?? ''} loan for ${loan.duration_months ?? '...'} months`,
    `Exit strategy: ${loan.exit_strategy ?? '...'}`,
    'Background: ...',
  ].join('\n');
};

export const StoryCard = ({ loan }: { loan: Loan }) => {
  const [isExpanded, setExpanded] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateLoan(loan.id);
  const story = loan.story?.trim() ? loan.story : '';
  const { text, isTruncated } = truncateStory(story);

  const onSave = () => {
    if (draft === null) return;
    update.mutate(
      { story: draft, version: loan.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.storyUpdated });
          setDraft(null);
        },
        onError: (error) =>
          setFailure(
            error instanceof ApiError && error.status === 409 ? error.message : messages.defaultFailure,
          ),
      },
    );
  };

  return (
    <Card withBorder radius="md" data-testid="story-card">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Story</Title>
        <Button size="compact-sm" variant="light" onClick={() => setDraft(story || storyTemplate(loan))}>
          Edit
        </Button>
      </Group>
      <Text
        size="sm"
        style={{ whiteSpace: 'pre-wrap' }}
        c={story ? undefined : 'dimmed'}
        data-testid="story-text"
      >
        {story ? (isExpanded ? story : text) : 'No story yet. Press Edit to write it from the template.'}
      </Text>
      {isTruncated && (
        <Button variant="subtle" size="compact-sm" mt={4} onClick={() => setExpanded((value) => !value)}>
          {isExpanded ? 'Show less' : 'Show more'}
        </Button>
      )}
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title="Edit story" size="lg" centered>
        <Textarea
          aria-label="Story"
          autosize
          minRows={8}
          maxRows={20}
          value={draft ?? ''}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDraft(null)}>
            Cancel
          </Button>
          <Button onClick={onSave} loading={update.isPending} disabled={draft === story}>
            Save
          </Button>
        </Group>
      </Modal>
      <Modal opened={failure !== null} onClose={() => setFailure(null)} title="Error" centered>
        <Text>{failure}</Text>
      </Modal>
    </Card>
  );
};
