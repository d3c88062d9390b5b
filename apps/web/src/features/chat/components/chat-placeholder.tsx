import { Trans } from '@lingui/react/macro';
import { MessageCircle, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** Where a conversation shows when none is open: the placeholder line, kept exactly as written (typo included). */
export function ChatPlaceholder({ className }: { className?: string }) {
  return (
    <Card
      className={cn(
        'flex flex-col items-center gap-4 px-6 py-10 text-center md:h-full md:justify-center md:rounded-none md:border-0 md:bg-transparent md:shadow-none',
        className,
      )}
    >
      <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <MessageCircle className="size-8" aria-hidden />
      </span>
      <p className="text-lg font-semibold">
        <Trans>Start the chart with community members</Trans>
      </p>
      <p className="max-w-sm text-base text-muted-foreground">
        <Trans>Pick a conversation, or open a member&apos;s profile and tap Message to say namaste.</Trans>
      </p>
      <Button asChild variant="outline">
        <Link to="/community">
          <UsersRound aria-hidden />
          <Trans>Find members</Trans>
        </Link>
      </Button>
    </Card>
  );
}
