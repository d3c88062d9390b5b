import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useDevicePush } from '../hooks/use-device-push';
import { pushAsk, usePushAsk } from '../utils/push-ask';

/** "Get a notification when they reply?", shown after the member's message or interest, under the top bar (the newest messages stay in sight). */
export function PushAskCard() {
  return usePushAsk() ? <PushAsk /> : null;
}

/** Apart, so that this device's push state is read only when the question is asked. */
function PushAsk() {
  const { t } = useLingui();
  const device = useDevicePush();

  async function turnOn() {
    const failure = await device.change(true);
    pushAsk.done();
    toast(
      failure
        ? { title: t`Notifications are not on`, description: failure, variant: 'destructive' }
        : { title: t`Notifications are on`, description: t`Samaj will tell you when they reply.` },
    );
  }

  return (
    <section
      aria-labelledby="push-ask-title"
      className="fixed inset-x-3 top-[4.75rem] z-40 mx-auto flex max-w-md flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-lg"
    >
      <div className="flex items-start gap-3">
        <BellRing className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="flex flex-col gap-0.5">
          <h2 id="push-ask-title" className="text-base font-semibold">
            <Trans>Get a notification when they reply?</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>Samaj tells you on this phone, even when the app is closed.</Trans>
          </p>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={pushAsk.notNow}>
          <Trans>Not now</Trans>
        </Button>
        <Button size="sm" loading={device.busy} onClick={() => void turnOn()}>
          <Trans>Turn on</Trans>
        </Button>
      </div>
    </section>
  );
}
