import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { chatKeys } from './keys';

/** GET /chats/participant/{chatId}: the other member of one of my chats. */
export function getParticipant(chatId: string, signal?: AbortSignal) {
  return callApi('GET /chats/participant/:chatId', { params: { chatId }, signal });
}

export const participantQueryOptions = (chatId: string) =>
  queryOptions({ queryKey: chatKeys.participant(chatId), queryFn: ({ signal }) => getParticipant(chatId, signal) });

export function useParticipant(chatId: string) {
  return useQuery(participantQueryOptions(chatId));
}
