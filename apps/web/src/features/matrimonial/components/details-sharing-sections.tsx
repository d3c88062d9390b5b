import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MATRIMONIAL_TEXT_MAX_LENGTH, PHOTO_VISIBILITIES, PHOTO_VISIBILITY_LABELS } from '@samaj/shared/matrimonial';
import { Camera, Heart, HeartHandshake, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Link } from 'react-router';
import { FormSection } from '@/components/form-section';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ControlledField, Field } from '@/components/ui/form/field';
import { RadioGroup } from '@/components/ui/form/radio-group';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import type { DetailsFormValues } from '../utils/details-form';
import { useMatrimonialLabels } from '../utils/use-matrimonial-labels';
import type { DetailsSectionProps } from './details-choice-field';
import { useEditingFor } from './editing-for';
import { PhotoManager } from './photo-manager';
import { PreferencesSheet } from './preferences-sheet';

const PHOTO_VISIBILITY_OPTIONS = PHOTO_VISIBILITIES.map((visibility) => ({
  value: visibility,
  label: PHOTO_VISIBILITY_LABELS[visibility],
}));

const FAMILY_TEXTS = [
  {
    name: 'aboutFamily',
    label: msg`About the family`,
    placeholder: msg`Values, traditions, what makes your family yours`,
  },
  { name: 'expectations', label: msg`Expectations`, placeholder: msg`What you hope for in a partner and their family` },
] as const;

/** About the family and what the family hopes for, in their own words. */
export function AboutSection({ control, sectionId }: DetailsSectionProps) {
  const { t, i18n } = useLingui();
  return (
    <FormSection id={`${sectionId}-about`} icon={Heart} title={t`About the family and expectations`}>
      {FAMILY_TEXTS.map(({ name, label, placeholder }) => (
        <Field key={name} control={control} name={name} label={i18n._(label)} optional>
          {(input) => (
            <Textarea {...input} maxCharacters={MATRIMONIAL_TEXT_MAX_LENGTH} placeholder={i18n._(placeholder)} />
          )}
        </Field>
      ))}
    </FormSection>
  );
}

/** The photos (saved as soon as they are added) and who may see them (saved with the form). */
export function PhotosSection({
  control,
  sectionId,
  images,
  name,
}: DetailsSectionProps & { images: readonly string[]; name: string | null }) {
  const { t } = useLingui();
  const visibilityOptions = useMatrimonialLabels().selectOptions('photoVisibilities', PHOTO_VISIBILITY_OPTIONS);
  return (
    <FormSection
      id={`${sectionId}-photos`}
      icon={Camera}
      title={t`Photos`}
      description={t`Up to six. Photos are saved as soon as you add them; choose below who may see them.`}
    >
      <PhotoManager images={images} name={name ?? t`you`} />
      <ControlledField
        control={control}
        name="photoVisibility"
        label={t`Who can see your photos`}
        hint={t`Members who cannot see them may ask; you decide in Interests → Photos.`}
        group
      >
        {(input, { ref }) => <RadioGroup {...input} ref={ref} variant="list" options={visibilityOptions} />}
      </ControlledField>
    </FormSection>
  );
}

/** A card's icon, title and one line about it. */
function CardHeading({
  icon: Icon,
  title,
  muted = false,
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-xl',
          muted ? 'bg-muted text-muted-foreground' : 'bg-primary-soft text-primary-soft-foreground',
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}

/** In place of the photos for a family co-manager: they stay with the owner, who alone adds them or shows them. */
export function ManagedPhotosNote({ ownerName }: { ownerName: string }) {
  return (
    <Card className="p-5">
      <CardHeading icon={Camera} title={<Trans>Photos</Trans>} muted>
        <Trans>
          Only {ownerName} can add photos and choose who sees them. Saving here leaves the photos as they are.
        </Trans>
      </CardHeading>
    </Card>
  );
}

export function HideProfileCard({ control }: { control: Control<DetailsFormValues> }) {
  const name = useEditingFor()?.ownerName;
  return (
    <Card className="flex items-center justify-between gap-4 p-5">
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor="isHidden" className="text-base font-semibold break-words">
          {name === undefined ? <Trans>Hide my profile</Trans> : <Trans>Hide {name}'s profile</Trans>}
        </label>
        <p className="text-sm text-muted-foreground">
          {name === undefined ? (
            <Trans>Hidden profiles do not appear in matches or search. Interests you sent stay.</Trans>
          ) : (
            <Trans>Hidden profiles do not appear in matches or search. Interests already sent stay.</Trans>
          )}
        </p>
      </div>
      <Controller
        control={control}
        name="isHidden"
        render={({ field }) => <Switch id="isHidden" checked={field.value} onCheckedChange={field.onChange} />}
      />
    </Card>
  );
}

/**
 * Once the profile is complete: the way to partner preferences and to the matches they sort. A family co-manager
 * edits the owner's preferences here too (the owner's matches are on the owner's screens, not theirs).
 */
export function PartnerPreferencesCard() {
  const name = useEditingFor()?.ownerName;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <CardHeading
        icon={HeartHandshake}
        title={name === undefined ? <Trans>Partner preferences</Trans> : <Trans>{name}'s partner preferences</Trans>}
      >
        <Trans>Age, height, place, education and more: matches that meet them come first.</Trans>
      </CardHeading>
      <div className="flex flex-wrap gap-2">
        <PreferencesSheet>
          <Button variant="outline">
            <Trans>Edit preferences</Trans>
          </Button>
        </PreferencesSheet>
        {name === undefined ? (
          <Button asChild variant="ghost">
            <Link to="/matrimonial">
              <Trans>See your matches</Trans>
            </Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
