import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { assistantKeys, QUERY_DEFAULTS } from './assistant-keys';

// The /thread calls of 001 §7 and the datastore calls the chat header uses.
const getThreads = (loanId: string) =>
  call('getThreadsOfLoan', { params: { loanId }, query: { include_archived: 'true' } });
const getThread = (id: string) => call('getThreadById', { params: { id } });
export const createThread = (loanId: string) => call('postThreadCreate', { params: { loanId }, body: {} });
export const archiveThread = (id: string) => call('putThreadArchive', { params: { id } });
export const activateThread = (id: string) => call('putThreadActivate', { params: { id } });
export const addLoan = (id: string, loanId: string) => call('postThreadAddLoan', { params: { id, loanId } });
export const removeLoan = (id: string, loanId: string) =>
  call('deleteThreadRemoveLoan', { params: { id, loanId } });
export const getRetrievalInfo = (messageId: string, contentId: string) =>
  call('getThreadRetrievalInfo', { params: { messageId, contentId } });
const getDatastoreDocuments = (loanId: string) =>
  call('getLoanByIdGetDatastoreDocuments', { params: { id: loanId } });
export const syncFiles = (loanId: string) =>
  call('putLoanByIdSyncFilesToDatastore', { params: { id: loanId } });
export const getSyncRun = (loanId: string) =>
  call('getLoanByIdSyncFilesToDatastore', { params: { id: loanId } });
const getAssistantMode = () => call('getThreadAssistantMode', {});

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
