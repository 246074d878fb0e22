import { Button, Group, Text } from '@mantine/core';

type LoadMoreProps = {
  /** Rows loaded so far. */
  shown: number;
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  /** What the rows are, plural ('mails', 'audit rows'). */
  noun: string;
};

/** Below a paged list: how many rows are loaded (announced politely) and 'Load more' while more exist. */
export const LoadMore = ({ shown, hasMore, isLoading, onLoadMore, noun }: LoadMoreProps) =>
  shown === 0 ? null : (
    <Group gap="md" p="xs">
      <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="paged-count">
        {hasMore ? `Showing ${shown} ${noun} of many` : `Showing all ${shown} ${noun}`}
      </Text>
      {hasMore && (
        <Button variant="default" size="xs" onClick={onLoadMore} loading={isLoading}>
          Load more
        </Button>
      )}
    </Group>
  );
