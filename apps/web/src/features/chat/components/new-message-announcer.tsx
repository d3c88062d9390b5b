import { useEffect, useRef, useState } from 'react';
import type { ShownMessage } from '../api/get-messages';

/**
 * A screen reader hears a message that arrives while the conversation is open ("Ravi: Namaste!"). The list itself is
 * no live region: loading older messages would be read out too. What was there on opening is not announced.
 */
export function NewMessageAnnouncer({
  messages,
  meId,
  senderName,
  loaded,
}: {
  /** Newest first. */
  messages: ShownMessage[];
  meId: string;
  senderName: string;
  /** False while the first page loads: what it brings is history, not news. */
  loaded: boolean;
}) {
  const newest = messages[0];
  const lastSeenId = useRef<string | null | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!loaded) return;
    const previous = lastSeenId.current;
    lastSeenId.current = newest?.id ?? null;
    if (previous === undefined || !newest || newest.id === previous || newest.senderId === meId) return;
    setAnnouncement(`${senderName}: ${newest.content}`);
  }, [newest, meId, senderName, loaded]);

  return (
    <div role="status" aria-live="polite" className="sr-only">
      {announcement}
    </div>
  );
}
