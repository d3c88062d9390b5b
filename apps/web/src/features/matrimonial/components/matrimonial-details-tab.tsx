import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AuthUser } from '@samaj/shared/auth';
import type { MatrimonialDetails, ProfileCreator } from '@samaj/shared/matrimonial';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SaveBar } from '@/components/ui/form/save-bar';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { Skeleton } from '@/components/ui/skeleton';
import type { ApiRequest, ApiResponse } from '@/lib/api-client';
import { useMe } from '@/lib/users-api';
import { useUpdateMatrimonialDetails } from '../api/update-matrimonial-details';
import {
  DETAILS_FIELDS,
  detailsBodyOf,
  detailsFormSchema,
  detailsFormValues,
  type DetailsFormValues,
} from '../utils/details-form';
import { CreateProfileDialog } from './create-profile-dialog';
import { BasicsSection, ReligionSection } from './details-basics-sections';
import { FamilySection } from './details-family-section';
import { BrowsePrivatelyCard } from './details-gotra-horoscope-fields';
import {
  AboutSection,
  HideProfileCard,
  ManagedPhotosNote,
  PartnerPreferencesCard,
  PhotosSection,
} from './details-sharing-sections';
import { DetailsStatusCard } from './details-status-card';
import { type EditingFor, EditingForProvider } from './editing-for';

export interface MatrimonialDetailsTabProps {
  /** After a save: the account as the server has it (isMatrimonialProfile may have changed). */
  onSaved?: (user: AuthUser) => void;
  personalDetailsHref: string;
}

/** The profile's Matrimonial details tab: the marriage profile, photos and who sees them, then partner preferences. */
export function MatrimonialDetailsTab({ onSaved, personalDetailsHref }: MatrimonialDetailsTabProps) {
  const { t } = useLingui();
  const me = useMe();
  const save = useUpdateMatrimonialDetails();
  if (me.isPending) return <DetailsSkeleton />;
  if (me.isError) {
    return (
      <Card>
        <ErrorState
          error={me.error}
          onRetry={() => void me.refetch()}
          retrying={me.isRefetching}
          title={t`Could not load your matrimonial details`}
        />
      </Card>
    );
  }
  const { matrimonialDetails: details, personalDetails, user } = me.data;
  return (
    <DetailsForm
      details={details}
      save={save}
      name={user.fullName}
      isMatrimonialProfile={user.isMatrimonialProfile}
      status={
        <DetailsStatusCard
          details={details}
          personal={personalDetails}
          user={user}
          personalDetailsHref={personalDetailsHref}
        />
      }
      onSaved={onSaved}
    />
  );
}

type DetailsBody = ApiRequest<'PUT /user/matrimonial-details'>['body'];

export interface DetailsFormProps {
  details: MatrimonialDetails | null;
  /** Saves the body: the member's own profile, or the owner's for them when `managing`. */
  save: UseMutationResult<ApiResponse<'PUT /user/matrimonial-details'>, Error, DetailsBody>;
  /** Whose profile it is (the photos section names them). */
  name: string | null;
  isMatrimonialProfile: boolean;
  /** At the top: whether the profile is complete, and what is still missing. */
  status: ReactNode;
  /**
   * A family co-manager editing the owner's profile (`X-Acting-For`): the texts name the owner; the photos, and who
   * sees them, stay with the owner (a note says so, and the save leaves them as they are); the partner preferences
   * are edited for the owner too.
   */
  managing?: EditingFor;
  onSaved?: ((user: AuthUser) => void) | undefined;
}

/** The marriage profile form: the member's own (Profile → Matrimonial details), or a family member's they manage. */
export function DetailsForm({
  details,
  save,
  name,
  isMatrimonialProfile,
  status,
  managing,
  onSaved,
}: DetailsFormProps) {
  const { t } = useLingui();
  const sectionId = useId();
  const saveForm = useSaveForm();
  const form = useForm<DetailsFormValues>({
    // Checked as the body it becomes; the values stay the form's own (raw) until detailsBodyOf sends them.
    resolver: zodResolver(detailsFormSchema, undefined, { raw: true }),
    defaultValues: detailsFormValues(details),
    mode: 'onTouched',
  });
  const { control, formState } = form;

  // Creating the profile (no one it is for saved yet) waits for the confirmation dialog.
  const [pending, setPending] = useState<DetailsFormValues | null>(null);

  function savedText(complete: boolean) {
    if (managing) {
      const owner = managing.ownerName;
      return t`Saved for ${owner}. They see in Family that you edited their profile.`;
    }
    return complete
      ? t`Your marriage profile is saved. Your matches are waiting.`
      : t`Saved. Fill in the required details to open Matrimonial.`;
  }

  async function submit(values: DetailsFormValues, creator?: ProfileCreator) {
    if (!details?.profileCreatedBy && !creator) {
      setPending(values);
      return;
    }
    const { photoVisibility, ...rest } = detailsBodyOf(values);
    // A co-manager leaves who sees the photos as the owner set it (the API keeps it when it is not sent).
    const body: DetailsBody = managing ? rest : { ...rest, photoVisibility };
    const result = await saveForm({
      form,
      fields: DETAILS_FIELDS,
      save: () =>
        save.mutateAsync(
          creator
            ? { ...body, profileCreatedBy: creator, confirmation: { forMarriage: true, detailsTrue: true } }
            : body,
        ),
      savedValues: (saved) => detailsFormValues(saved.matrimonialDetails),
      savedMessage: (saved) => savedText(saved.isMatrimonialProfile),
    });
    if (!result) return;
    setPending(null);
    // The owner's own save answers with their account (a co-manager's never does).
    if (result.user) onSaved?.(result.user);
  }

  return (
    <EditingForProvider value={managing ?? null}>
      <form
        noValidate
        aria-label={t`Matrimonial details`}
        onSubmit={form.handleSubmit((values) => submit(values))}
        className="flex flex-col gap-4"
      >
        {status}
        <BasicsSection control={control} sectionId={sectionId} />
        <ReligionSection control={control} sectionId={sectionId} />
        <FamilySection control={control} sectionId={sectionId} />
        <AboutSection control={control} sectionId={sectionId} />
        {managing ? (
          <ManagedPhotosNote ownerName={managing.ownerName} />
        ) : (
          <PhotosSection control={control} sectionId={sectionId} images={details?.images ?? []} name={name} />
        )}
        <HideProfileCard control={control} />
        <BrowsePrivatelyCard control={control} />
        {isMatrimonialProfile ? <PartnerPreferencesCard /> : null}
        {/* A first profile may be saved as it is: saving opens the checklist of what is still needed. */}
        <SaveBar dirty={formState.isDirty} saving={save.isPending} canSave={formState.isDirty || details === null} />
        <CreateProfileDialog
          open={pending !== null}
          onOpenChange={(open) => !open && setPending(null)}
          saving={save.isPending}
          onConfirm={(creator) => pending && void submit(pending, creator)}
        />
      </form>
    </EditingForProvider>
  );
}

export function DetailsSkeleton() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label={t`Loading matrimonial details`}>
      {[0, 1, 2].map((index) => (
        <Card key={index} className="flex flex-col gap-4 p-5">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </Card>
      ))}
    </div>
  );
}
