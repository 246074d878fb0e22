import { Box, Button, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { RetrievalInfo } from '@lending/domain';
import { findInWords } from '../../../lib/find-in-words';
import { getCitedPages } from '../api/document-pages';
import { getRetrievalInfo } from '../api/threads';

/** The right half of the chat: the cited page with the quote highlighted (001 §2, §5). */
export const CitedDocument = ({
  citation,
}: {
  citation: { messageId: string; contentId: string } | null;
}) => {
  const navigate = useNavigate();
  const info = useQuery({
    queryKey: ['loan-assistant', 'retrieval', citation?.messageId, citation?.contentId],
    queryFn: () => getRetrievalInfo(citation!.messageId, citation!.contentId),
    enabled: Boolean(citation),
    retry: false,
    staleTime: 60_000,
  });
  const meta: RetrievalInfo['metadata'] | undefined = info.data?.metadata;
  const pages = useQuery({
    queryKey: ['loan-assistant', 'pages', meta?.document_id],
    queryFn: () => getCitedPages(meta!.loan_id!, meta!.document_id),
    enabled: Boolean(meta?.loan_id),
    retry: false,
    staleTime: 60_000,
  });
  if (!citation)
    return (
      <Text c="dimmed" size="sm">
        Click a citation to see the passage in its document.
      </Text>
    );
  if (info.isLoading) return <Loader size="sm" />;
  if (!info.data || !meta)
    return (
      <Text c="red" size="sm">
        The cited document could not be opened.
      </Text>
    );
  const boxes = findInWords(
    (pages.data?.pages ?? []).filter((p) => p.page === meta.page),
    meta.quote,
  ).flatMap((m) => m.boxes);
  return (
    <Stack gap="xs" h="100%">
      <div>
        <Text fw={600}>{meta.doc_name}</Text>
        <Text size="xs" c="dimmed">
          Page {meta.page} · “{meta.quote}”
        </Text>
      </div>
      <Button
        size="compact-xs"
        variant="light"
        style={{ alignSelf: 'flex-start' }}
        onClick={() =>
          navigate(
            `/loan/${meta.loan_human_id ?? meta.loan_id}?documentId=${meta.document_id}&searchQuery=${encodeURIComponent(meta.quote)}`,
          )
        }
      >
        Open in the documents panel
      </Button>
      <ScrollArea style={{ flex: 1 }} type="auto" bg="gray.1" p="xs">
        {info.data.page_image ? (
          <Box pos="relative" data-testid="cited-page">
            <img
              src={`data:image/png;base64,${info.data.page_image}`}
              alt={`${meta.doc_name} page ${meta.page}`}
              style={{ width: '100%', display: 'block' }}
            />
            {boxes.map(([x0, y0, x1, y1], i) => (
              <Box
                key={i}
                data-testid="cited-highlight"
                pos="absolute"
                style={{
                  left: `${x0 * 100}%`,
                  top: `${y0 * 100}%`,
                  width: `${(x1 - x0) * 100}%`,
                  height: `${(y1 - y0) * 100}%`,
                  background: 'rgba(255,165,0,.45)',
                  outline: '2px solid rgba(230,120,0,.9)',
                }}
              />
            ))}
          </Box>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {meta.content_text}
          </Text>
        )}
      </ScrollArea>
    </Stack>
  );
};
