import { Trans } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/i18n/format';

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
  const eraseDay = formatDate(eraseAt, 'long', { timeZone: 'Asia/Kolkata' });
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-warning/40 bg-warning-soft p-4">
      <div className="flex flex-col gap-1">
        <p className="text-base font-semibold">
          <Trans>This account is being deleted</Trans>
        </p>
        <p className="text-sm">
          <Trans>
            It will be erased for good on {eraseDay}. Changed your mind? Restore it and everything comes back as it was.
          </Trans>
        </p>
      </div>
      <Button type="button" onClick={onRestore} loading={restoring} className="w-full">
        <RotateCcw aria-hidden />
        <Trans>Restore my account</Trans>
      </Button>
    </div>
  );
}
