import type { ChatMember } from '@samaj/shared/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './keys';

/** GET /chats/participant/{chatId}: the other member of one of my chats. */
export function getParticipant(chatId: string, signal?: AbortSignal): Promise<ChatMember> {
  return api.get<ChatMember>(`/chats/participant/${encodeURIComponent(chatId)}`, signal ? { signal } : undefined);
}

export const participantQueryOptions = (chatId: string) =>
  queryOptions({ queryKey: chatKeys.participant(chatId), queryFn: ({ signal }) => getParticipant(chatId, signal) });

export function useParticipant(chatId: string) {
  return useQuery(participantQueryOptions(chatId));
}
