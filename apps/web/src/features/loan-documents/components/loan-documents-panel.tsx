import { Box, Button, Group, Loader, Paper, Portal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { uiText } from '@lending/domain';
import { useAllDocuments } from '../api/get-all-documents';
import { useAllSources } from '../api/get-all-sources';
import { useDocumentPages } from '../api/get-document-pages';
import { loanDocumentsKeys } from '../api/loan-documents-keys';
import { useRetryExtraction } from '../api/retry-extraction';
import { usePanelState } from '../hooks/use-panel-state';
import { DataColumn } from './data-column';
import { DocumentList } from './document-list';
import { DocumentViewer } from './document-viewer';
import { SourceList } from './source-list';
import { ViewerActions } from './viewer-actions';

/** 001 §2 loan documents panel: a right-side overlay driven by the URL's query parameters. */
export const LoanDocumentsPanel = ({ loanId, loanName }: { loanId: string; loanName: string }) => {
  const { state, isOpen, update, close } = usePanelState();
  const queryClient = useQueryClient();
  const documents = useAllDocuments(loanId, isOpen);
  const sources = useAllSources(loanId, isOpen);
  const retry = useRetryExtraction(loanId);
  const list = documents.data ?? [];
  const selected = list.find((d) => d.document.document_id === state.documentId) ?? null;
  const pages = useDocumentPages(
    loanId,
    selected?.extraction.status === 'processed' ? selected.document.document_id : null,
    selected?.extraction.status ?? '',
  );
  // A data point's key (unit_count) -> the source key it is listed under (units), when that key
  // has more than one source: the data column's source icon opens that list.
  const sourceKeyOf = useMemo(() => {
    const counts = new Map<string, number>();
    for (const s of sources.data ?? []) counts.set(s.source_key, (counts.get(s.source_key) ?? 0) + 1);
    const out = new Map<string, string>();
    for (const s of sources.data ?? [])
      if ((counts.get(s.source_key) ?? 0) > 1) out.set(s.key_name, s.source_key);
    return out;
  }, [sources.data]);
  const sourceKeys = useMemo(() => new Set(sourceKeyOf.keys()), [sourceKeyOf]);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, close]);
  if (!isOpen) return null;
  const showSources = state.section === 'sourceList';
  const hideList = state.section === 'hide';
  const viewerWidth = state.isDocumentFullScreen ? '54vw' : '40vw';
  return (
    <Portal>
      <Box
        pos="fixed"
        inset={0}
        style={{ zIndex: 300, background: 'rgba(0,0,0,.35)' }}
        onClick={close}
        data-testid="documents-backdrop"
      />
      <Paper
        pos="fixed"
        top={0}
        right={0}
        h="100vh"
        shadow="xl"
        p="md"
        role="dialog"
        aria-label="Loan documents"
        style={{ zIndex: 301, display: 'flex', gap: 16, maxWidth: '100vw' }}
      >
        {!hideList && (
          <Box w="16vw" miw={200} h="100%">
            {showSources ? (
              <SourceList
                sources={sources.data ?? []}
                sourceKey={state.sourceKey}
                onOpen={(source) =>
                  update({
                    documentId: source.documents[0]!.document_id,
                    searchKey: source.key_name,
                    searchQuery: source.quote ?? source.display,
                  })
                }
                onDocuments={() => update({ section: 'documents', sourceKey: null })}
              />
            ) : documents.isLoading ? (
              <Loader size="sm" />
            ) : (
              <>
                <DocumentList
                  loanName={loanName}
                  documents={list}
                  selectedId={state.documentId}
                  onSelect={(id) => update({ documentId: id, searchQuery: null, searchKey: null })}
                  onRetry={(id) => retry.mutate(id)}
                />
              </>
            )}
          </Box>
        )}
        {selected && (
          <Box w="20vw" miw={240} h="100%">
            <DataColumn
              loanId={loanId}
              item={selected}
              sourceKeys={sourceKeys}
              onSearch={(query, key) => update({ searchQuery: query, searchKey: key })}
              onShowSources={(key) =>
                update({ section: 'sourceList', sourceKey: sourceKeyOf.get(key) ?? key })
              }
              onSaved={() =>
                void queryClient.invalidateQueries({ queryKey: loanDocumentsKeys.sources(loanId) })
              }
            />
          </Box>
        )}
        {selected ? (
          <Box w={viewerWidth} h="100%">
            <DocumentViewer
              loanName={loanName}
              actions={<ViewerActions loanId={loanId} item={selected} />}
              item={selected}
              pages={pages.data?.pages ?? []}
              searchQuery={state.searchQuery}
              searchKey={state.searchKey}
              isWide={state.isDocumentFullScreen}
              onSearch={(query, key) =>
                update({ searchQuery: query, ...(key !== undefined ? { searchKey: key } : {}) })
              }
              onToggleWide={() =>
                update({ isDocumentFullScreen: state.isDocumentFullScreen ? null : 'true' })
              }
              onReload={() => void documents.refetch()}
              showBackToList={showSources}
              onBackToList={() => update({ section: 'documents', sourceKey: null })}
            />
          </Box>
        ) : (
          <Group w="30vw" justify="center" align="center">
            <Text c="dimmed" size="sm">
              {list.length > 0 ? 'Choose a document' : ''}
            </Text>
            {!showSources && (
              <Button variant="subtle" size="compact-xs" onClick={() => update({ section: 'sourceList' })}>
                {uiText.goToSourceList}
              </Button>
            )}
          </Group>
        )}
      </Paper>
    </Portal>
  );
};
