import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { usePwaState } from './pwa-store';

/** "A new version is ready": the member chooses when to reload, so nothing they are doing is cut off. */
export function UpdatePrompt() {
  const { applyUpdate } = usePwaState();
  if (!applyUpdate) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[calc(4.75rem_+_env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl border border-border bg-card px-4 py-3 shadow-lg md:bottom-6"
    >
      <p className="text-sm font-medium">
        <Trans>A new version is ready</Trans>
      </p>
      <Button size="sm" onClick={applyUpdate}>
        <Trans>Reload</Trans>
      </Button>
    </div>
  );
}
