import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

const dayFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

/** Login's 403 ACCOUNT_PENDING_DELETION: when the account will be erased; null for any other failure. */
export function pendingDeletion(error: unknown): { eraseAt: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'ACCOUNT_PENDING_DELETION') return null;
  const eraseAt = error.data['eraseAt'];
  return typeof eraseAt === 'string' ? { eraseAt } : null;
}

export interface RestoreAccountNoticeProps {
  eraseAt: string;
  onRestore: () => void;
  restoring: boolean;
}

/** The account is being deleted: it can still be restored until it is erased. */
export function RestoreAccountNotice({ eraseAt, onRestore, restoring }: RestoreAccountNoticeProps) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-warning/40 bg-warning-soft p-4">
      <div className="flex flex-col gap-1">
        <p className="text-base font-semibold">This account is being deleted</p>
        <p className="text-sm">
          It will be erased for good on {dayFormat.format(new Date(eraseAt))}. Changed your mind? Restore it and
          everything comes back as it was.
        </p>
      </div>
      <Button type="button" onClick={onRestore} loading={restoring} className="w-full">
        <RotateCcw aria-hidden />
        Restore my account
      </Button>
    </div>
  );
}
