import { MessageCircle } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** The chat index placeholder of SPEC §2 (its wording is kept exactly). */
export function Component() {
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">Chat</h1>
      <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <MessageCircle className="size-8" aria-hidden />
        </span>
        <p className="text-lg font-semibold">Start the chart with community members</p>
        <p className="max-w-sm text-base text-muted-foreground">
          Your conversations will appear here. Messaging arrives in the next update.
        </p>
      </Card>
    </div>
  );
}
