import { Trans, useLingui } from '@lingui/react/macro';
import { EyeOff } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMe } from '@/lib/users-api';
import { useSetMarriageProfileVisible } from '../api/marriage-visibility';

/** The matrimonial page: "Hide my profile for now" (engaged, or taking a break); interests and chats stay. */
export function MarriageVisibilitySwitch() {
  const { t } = useLingui();
  const me = useMe();
  const save = useSetMarriageProfileVisible();
  const details = me.data?.matrimonialDetails;
  if (!details) return null;
  const hidden = save.isPending ? !save.variables : details.isHidden;

  function change(hide: boolean) {
    save.mutate(!hide, {
      onSuccess: () =>
        toast({
          title: t`Operation Succeed!`,
          description: hide ? t`Your marriage profile is hidden.` : t`Your marriage profile is shown again.`,
        }),
      onError: (error) =>
        toast({ title: t`Operation failed`, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <Card className="flex items-center gap-3 p-4">
      <EyeOff className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col">
        <label htmlFor="hide-marriage-profile" className="text-base font-semibold">
          <Trans>Hide my profile for now</Trans>
        </label>
        <p id="hide-marriage-profile-hint" className="text-sm text-muted-foreground">
          {hidden
            ? t`Hidden: nobody finds you in matches or search. Your interests and chats stay.`
            : t`Engaged, or taking a break? Nobody finds you until you show it again.`}
        </p>
      </div>
      <Switch
        id="hide-marriage-profile"
        aria-describedby="hide-marriage-profile-hint"
        checked={hidden}
        disabled={save.isPending}
        onCheckedChange={change}
      />
    </Card>
  );
}
