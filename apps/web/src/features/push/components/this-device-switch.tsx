import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Switch } from '@/components/ui/switch';
import { useDevicePush } from '../hooks/use-device-push';

const hints = {
  unsupported: msg`This browser cannot show notifications from Samaj.`,
  denied: msg`Notifications are blocked for Samaj. Allow them in your browser settings, then come back.`,
  on: msg`This phone shows notifications from Samaj.`,
  off: msg`Turn on to hear about replies and interests on this phone.`,
} as const;

/** "This device": subscribe or unsubscribe this browser (the browser asks its own question on the first "on"). */
export function ThisDeviceSwitch() {
  const { i18n } = useLingui();
  const device = useDevicePush();
  const state = device.state ?? 'off';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-0.5">
          <label htmlFor="push-this-device" className="text-base font-medium">
            <Trans>This device</Trans>
          </label>
          <p id="push-this-device-hint" className="text-sm text-muted-foreground">
            {i18n._(hints[state])}
          </p>
        </div>
        <Switch
          id="push-this-device"
          aria-describedby="push-this-device-hint"
          checked={state === 'on'}
          disabled={device.busy || device.state === null || state === 'unsupported' || state === 'denied'}
          onCheckedChange={(on) => void device.change(on)}
        />
      </div>
      {device.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {device.error}
        </p>
      ) : null}
    </div>
  );
}
