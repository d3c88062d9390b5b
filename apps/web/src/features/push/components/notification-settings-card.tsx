import { zodResolver } from '@hookform/resolvers/zod';
import { pushableTypes } from '@samaj/shared/push';
import { useForm, useWatch, type RefCallBack } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { ControlledField, Field, type FieldAria } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';
import { usePushPreferences, useSavePushPreferences } from '../api/push-api';
import {
  preferencesFormSchema,
  pushTypeLabels,
  toFormValues,
  toPreferences,
  type PreferencesFormValues,
} from '../utils/preferences-form';
import { ThisDeviceSwitch } from './this-device-switch';

/** Settings → Notifications: pushes on this device, which kinds are pushed, and quiet hours (India time). */
export function NotificationSettingsCard() {
  const { t } = useLingui();
  const preferences = usePushPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Notifications</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>What Samaj tells you on your phone when the app is closed.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ThisDeviceSwitch />
        {preferences.isPending ? (
          <div role="status" aria-label={t`Loading`} className="flex flex-col gap-3">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-full" />
          </div>
        ) : preferences.isError ? (
          <ErrorState
            compact
            error={preferences.error}
            onRetry={() => void preferences.refetch()}
            retrying={preferences.isRefetching}
          />
        ) : (
          <PreferencesForm initial={toFormValues(preferences.data)} />
        )}
      </CardContent>
    </Card>
  );
}

function PreferencesForm({ initial }: { initial: PreferencesFormValues }) {
  const { t, i18n } = useLingui();
  const save = useSavePushPreferences();
  const form = useForm<PreferencesFormValues>({ resolver: zodResolver(preferencesFormSchema), defaultValues: initial });
  const quiet = useWatch({ control: form.control, name: 'quiet' });

  async function submit(values: PreferencesFormValues) {
    try {
      const saved = await save.mutateAsync(toPreferences(values));
      form.reset(toFormValues(saved));
      toast({ title: t`Operation Succeed!`, description: t`Your notification choices are saved.` });
    } catch (error) {
      toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <form
      noValidate
      aria-label={t`Notification choices`}
      onSubmit={form.handleSubmit(submit)}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">
          <Trans>Tell me about</Trans>
        </legend>
        {pushableTypes.map((type) => (
          <ControlledField
            key={type}
            control={form.control}
            name={`types.${type}`}
            id={`push-${type}`}
            label={i18n._(pushTypeLabels[type])}
            className="flex-row items-center justify-between gap-4 [&>label]:text-base [&>label]:font-normal"
          >
            {(input, field) => <FormSwitch input={input} fieldRef={field.ref} />}
          </ControlledField>
        ))}
      </fieldset>
      <ControlledField
        control={form.control}
        name="quiet"
        id="push-quiet"
        label={t`Quiet hours`}
        hint={t`No sound or banner at night, India time. Moderators' notices still come.`}
        className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 [&>label]:text-base [&>p]:col-start-1 [&>p]:mt-0"
      >
        {(input, field) => (
          <FormSwitch input={input} fieldRef={field.ref} className="col-start-2 row-span-2 row-start-1" />
        )}
      </ControlledField>
      {quiet ? (
        <div className="grid grid-cols-2 gap-3">
          <Field control={form.control} name="from" id="quiet-from" label={t`From`}>
            {(input) => <Input type="time" {...input} />}
          </Field>
          <Field control={form.control} name="to" id="quiet-to" label={t`To`}>
            {(input) => <Input type="time" {...input} />}
          </Field>
        </div>
      ) : null}
      <Button type="submit" loading={save.isPending} className="self-stretch sm:self-start">
        <Trans>Save notification choices</Trans>
      </Button>
    </form>
  );
}

/** A form's on/off value as a Switch, with the field's label, hint and error wiring. */
function FormSwitch({
  input: { value, onChange, onBlur, ...aria },
  fieldRef,
  className,
}: {
  input: FieldAria & { value: boolean; onChange: (on: boolean) => void; onBlur: () => void };
  fieldRef: RefCallBack;
  className?: string;
}) {
  return (
    <Switch {...aria} ref={fieldRef} checked={value} onCheckedChange={onChange} onBlur={onBlur} className={className} />
  );
}
