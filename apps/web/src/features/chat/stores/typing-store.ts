import { useSyncExternalStore } from 'react';
import { TYPING_TIMEOUT_MS } from '@samaj/shared/constants';

/** Which chats show "typing…": the other member said so less than TYPING_TIMEOUT_MS ago and has not stopped. */
let typingChats: ReadonlySet<string> = new Set();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function set(chatId: string, isTyping: boolean) {
  const has = typingChats.has(chatId);
  if (has === isTyping) return;
  const next = new Set(typingChats);
  if (isTyping) next.add(chatId);
  else next.delete(chatId);
  typingChats = next;
  for (const listener of listeners) listener();
}

export function setTyping(chatId: string, isTyping: boolean): void {
  clearTimeout(timers.get(chatId));
  timers.delete(chatId);
  set(chatId, isTyping);
  // A lost "stopped typing" (the phone dropped off) must not leave the indicator on.
  if (isTyping)
    timers.set(
      chatId,
      setTimeout(() => setTyping(chatId, false), TYPING_TIMEOUT_MS),
    );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTypingChats(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => typingChats,
    () => typingChats,
  );
}

export function useIsTyping(chatId: string | null): boolean {
  const chats = useTypingChats();
  return chatId !== null && chats.has(chatId);
}
