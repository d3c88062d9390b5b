import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';

/** Fresh 5 min, kept 5 min, 3 retries doubling 1 s → 30 s, never retrying a 4xx (lib/query-client). */
export const queryClient = createQueryClient();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
