import { useQuery } from '@tanstack/react-query';
import type { AssistantMode, DatastoreDocument, RetrievalInfo, SyncRun, Thread } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { assistantKeys, QUERY_DEFAULTS } from './assistant-keys';

// The /thread calls of 001 §7 and the datastore calls the chat header uses.
const getThreads = (loanId: string) =>
  api.get<Thread[]>(`/thread/${loanId}/all`, { query: { include_archived: 'true' } });
const getThread = (id: string) => api.get<Thread>(`/thread/${id}`);
export const createThread = (loanId: string) => api.post<Thread>(`/thread/create/${loanId}`, {});
export const archiveThread = (id: string) => api.put<Thread>(`/thread/${id}/archive`);
export const activateThread = (id: string) => api.put<Thread>(`/thread/${id}/activate`);
export const addLoan = (id: string, loanId: string) => api.post<Thread>(`/thread/${id}/add-loan/${loanId}`);
export const removeLoan = (id: string, loanId: string) =>
  api.delete<Thread>(`/thread/${id}/remove-loan/${loanId}`);
export const getRetrievalInfo = (messageId: string, contentId: string) =>
  api.get<RetrievalInfo>(`/thread/retrieval-info/${messageId}/${contentId}`);
const getDatastoreDocuments = (loanId: string) =>
  api.get<DatastoreDocument[]>(`/loan/${loanId}/get-datastore-documents`);
export const syncFiles = (loanId: string) => api.put<SyncRun>(`/loan/${loanId}/sync-files-to-datastore`);
export const getSyncRun = (loanId: string) =>
  api.get<SyncRun | null>(`/loan/${loanId}/sync-files-to-datastore`);
const getAssistantMode = () => api.get<AssistantMode>('/thread/assistant-mode');

export const useThreads = (loanId: string) =>
  useQuery({ queryKey: assistantKeys.threads(loanId), queryFn: () => getThreads(loanId), ...QUERY_DEFAULTS });
export const useThread = (id: string | null) =>
  useQuery({
    queryKey: assistantKeys.thread(id ?? ''),
    queryFn: () => getThread(id!),
    enabled: Boolean(id),
    ...QUERY_DEFAULTS,
  });
export const useDatastoreDocuments = (loanId: string, enabled: boolean) =>
  useQuery({
    queryKey: assistantKeys.datastore(loanId),
    queryFn: () => getDatastoreDocuments(loanId),
    enabled,
    ...QUERY_DEFAULTS,
  });
export const useAssistantMode = () =>
  useQuery({ queryKey: assistantKeys.mode(), queryFn: getAssistantMode, ...QUERY_DEFAULTS });
