import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowsMaximize, IconArrowsMinimize, IconRefresh, IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  dataPointKeyLabel,
  formatUsDate,
  messages,
  uiText,
  type DocumentPage,
  type LoanDocumentItem,
} from '@lending/domain';
import { usePdf } from '../hooks/use-pdf';
import { findInWords } from '../../../lib/find-in-words';
import { PageCanvas } from './page-canvas';

type Props = {
  loanName: string;
  /** The accept / reject / DocuSign actions (001 §2), shown beside the wide-screen toggle. */
  actions?: ReactNode;
  item: LoanDocumentItem;
  pages: DocumentPage[];
  searchQuery: string;
  searchKey: string | null;
  isWide: boolean;
  onSearch: (query: string, key?: string | null) => void;
  onToggleWide: () => void;
  onReload: () => void;
  showBackToList: boolean;
  onBackToList: () => void;
};

const MAX_RENDERED_PAGES = 30;

/** 001 §2 document viewer: the document, 'Search in document', result counter, Back/Next that wrap. */
export const DocumentViewer = ({
  loanName,
  actions,
  item,
  pages,
  searchQuery,
  searchKey,
  isWide,
  onSearch,
  onToggleWide,
  onReload,
  showBackToList,
  onBackToList,
}: Props) => {
  const isPdf = item.document.content_type === 'application/pdf';
  const isImage = /^image\/(png|jpe?g|gif|bmp)$/.test(item.document.content_type);
  const { pdf, error } = usePdf(item.download_url, isPdf);
  const [draft, setDraft] = useState(searchQuery);
  const [current, setCurrent] = useState(0);
  const { ref, width } = useElementSize();
  useEffect(() => {
    setDraft(searchQuery);
    setCurrent(0);
  }, [searchQuery, item.document.document_id]);
  const matches = useMemo(() => findInWords(pages, searchQuery), [pages, searchQuery]);
  const active = matches[current];
  const pageCount = pdf?.numPages ?? (isImage ? 1 : 0);
  const shown = Array.from({ length: Math.min(pageCount, MAX_RENDERED_PAGES) }, (_, i) => i + 1);
  if (active && !shown.includes(active.page)) shown.push(active.page);
  useEffect(() => {
    if (!active) return;
    const node = document.querySelector(`[data-viewer] [data-page="${active.page}"]`);
    node?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [active]);
  const go = (step: number) =>
    setCurrent((c) => (matches.length === 0 ? 0 : (c + step + matches.length) % matches.length));
  const created = item.document.created ? formatUsDate(item.document.created) : messages.noDate;
  return (
    <Stack gap="xs" h="100%" data-viewer>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Box style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" truncate>
            {loanName}
          </Text>
          <Text fw={600} truncate>
            {item.document.document_name || messages.noDocumentName}
          </Text>
          <Text size="xs" c="dimmed">
            {uiText.uploadedOnBy(created, item.user_name || messages.noUserName)}
          </Text>
        </Box>
        <Group gap={4} wrap="nowrap">
          {actions}
          <Button
            size="compact-xs"
            variant="light"
            leftSection={isWide ? <IconArrowsMinimize size={14} /> : <IconArrowsMaximize size={14} />}
            onClick={onToggleWide}
          >
            {isWide ? uiText.exitWideScreen : uiText.showInWideScreen}
          </Button>
        </Group>
      </Group>
      {showBackToList && (
        <Button variant="subtle" size="compact-xs" onClick={onBackToList} style={{ alignSelf: 'flex-start' }}>
          {uiText.seeAllDocuments}
        </Button>
      )}
      <Group gap={4} wrap="nowrap">
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          placeholder={uiText.searchInDocument}
          aria-label={uiText.searchInDocument}
          leftSection={<IconSearch size={14} />}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onSearch(draft.trim());
          }}
          rightSection={
            draft ? (
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                aria-label="Clear search"
                onClick={() => onSearch('')}
              >
                <IconX size={12} />
              </ActionIcon>
            ) : null
          }
        />
        <Button size="xs" variant="default" onClick={() => go(-1)} disabled={matches.length === 0}>
          Back
        </Button>
        <Button size="xs" variant="default" onClick={() => go(1)} disabled={matches.length === 0}>
          Next
        </Button>
        <Tooltip label="Reload">
          <ActionIcon variant="subtle" color="gray" aria-label="Reload document" onClick={onReload}>
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {searchQuery && (
        <Group gap="xs">
          {matches.length > 0 ? (
            <Badge variant="light" data-testid="result-counter">
              {matches.length > 1
                ? uiText.resultOf(current + 1, matches.length)
                : uiText.resultsFound(matches.length)}
            </Badge>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {messages.noResults}
              </Text>
              {searchKey && (
                <Button
                  variant="subtle"
                  size="compact-xs"
                  onClick={() => onSearch(dataPointKeyLabel(searchKey), null)}
                >
                  {uiText.maybeSearchFor(dataPointKeyLabel(searchKey))}
                </Button>
              )}
            </>
          )}
        </Group>
      )}
      <ScrollArea style={{ flex: 1 }} type="auto" bg="gray.1" p="xs">
        <Box ref={ref}>
          {error && <Text c="red">{messages.downloadDocumentError}</Text>}
          {!isPdf && !isImage && <Text c="dimmed">{messages.typeNotSupportedForPreview}</Text>}
          {width > 0 &&
            (isImage ? [1] : shown).map((page) => (
              <PageCanvas
                key={page}
                pdf={pdf}
                imageUrl={isImage ? item.download_url : null}
                page={page}
                width={width - 4}
                highlights={matches.filter((m) => m.page === page).flatMap((m) => m.boxes)}
                activeHighlight={active?.page === page}
              />
            ))}
        </Box>
      </ScrollArea>
    </Stack>
  );
};
