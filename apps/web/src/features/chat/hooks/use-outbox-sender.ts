import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { firstScreen } from '@/lib/first-screen';

/** A phone may lose the network without telling the page ("online" all along): the outbox is tried this often too. */
const RETRY_MS = 30_000;

/**
 * Sends what waits in the outbox (messages written offline, in an earlier page load or in this one) once the first screen
 * is shown, whenever the network returns, and every 30 s. Its code (and IndexedDB's) loads apart from the first render.
 */
export function useOutboxSender(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    const send = () => {
      if (stopped || !navigator.onLine) return;
      // Its code not fetched (the network went meanwhile): the "online" listener and the timer below try again.
      void import('../utils/outbox-sender').then(
        ({ sendWaitingMessages }) => sendWaitingMessages(queryClient, userId),
        () => undefined,
      );
    };
    void firstScreen.whenShown().then(send);
    window.addEventListener('online', send);
    const timer = window.setInterval(send, RETRY_MS);
    return () => {
      stopped = true;
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [userId, queryClient]);
}
