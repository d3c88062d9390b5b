import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuthUser } from '@samaj/shared/auth';
import { ageFromBirthDate } from '@samaj/shared/age';
import {
  MATRIMONIAL_MIN_AGE,
  missingMatrimonialFields,
  type MatrimonialDetails,
  type MatrimonialRequiredField,
} from '@samaj/shared/matrimonial';
import type { PersonalDetails } from '@samaj/shared/profile';
import { CircleCheckBig } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

const REQUIRED_LABELS: Record<MatrimonialRequiredField, MessageDescriptor> = {
  height: msg`Height`,
  maritalStatus: msg`Marital status`,
  motherTongue: msg`Mother tongue`,
  religion: msg`Religion`,
  diet: msg`Diet`,
  familyType: msg`Family type`,
  profileCreatedBy: msg`Profile created by`,
};
const linkClasses = 'font-semibold text-primary underline-offset-4 hover:underline';

/** The required fields of the marriage profile still empty, named in the reader's language ("Height, Diet"). */
export function useMissingFieldsText(details: MatrimonialDetails | null): string {
  const { i18n } = useLingui();
  return missingMatrimonialFields(details)
    .map((field) => i18n._(REQUIRED_LABELS[field]))
    .join(', ');
}

export interface DetailsStatusCardProps {
  details: MatrimonialDetails | null;
  personal: PersonalDetails;
  user: AuthUser;
  personalDetailsHref: string;
}

/** Whether the profile is complete, and if not, exactly what is missing and where to fill it in. */
export function DetailsStatusCard({ details, personal, user, personalDetailsHref }: DetailsStatusCardProps) {
  const missing = useMissingFieldsText(details);
  if (user.isMatrimonialProfile) {
    return (
      <Card className="flex items-start gap-3 border-success/30 bg-success-soft p-4">
        <CircleCheckBig className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-base font-semibold">
            <Trans>Your marriage profile is complete</Trans>
          </p>
          <p className="text-sm text-muted-foreground">
            {details?.isHidden ? (
              <Trans>It is hidden: nobody finds it until you show it again.</Trans>
            ) : (
              <Trans>Members can find it in matches and search.</Trans>
            )}{' '}
            <Link to="/matrimonial" className={linkClasses}>
              <Trans>See your matches</Trans>
            </Link>
          </p>
        </div>
      </Card>
    );
  }
  const age = ageFromBirthDate(personal.dateOfBirth);
  const minimum = personal.gender ? MATRIMONIAL_MIN_AGE[personal.gender] : null;
  const tooYoung = age !== null && minimum !== null && age < minimum;
  const personalLink = (
    <Link to={personalDetailsHref} className={linkClasses}>
      <Trans>Personal details</Trans>
    </Link>
  );
  // Whole sentences per gender: other languages do not build them from a word for "men" or "women".
  const tooYoungText = {
    MALE: (
      <Trans>
        Marriage profiles are for men aged {minimum} or more. Check the date of birth in {personalLink}.
      </Trans>
    ),
    FEMALE: (
      <Trans>
        Marriage profiles are for women aged {minimum} or more. Check the date of birth in {personalLink}.
      </Trans>
    ),
    OTHER: (
      <Trans>
        Marriage profiles are for members aged {minimum} or more. Check the date of birth in {personalLink}.
      </Trans>
    ),
  };
  return (
    <Card className="flex flex-col gap-2 border-warning/35 bg-warning-soft p-4">
      <p className="text-base font-semibold">
        <Trans>Complete your marriage profile to open Matrimonial</Trans>
      </p>
      {tooYoung && personal.gender ? <p className="text-sm">{tooYoungText[personal.gender]}</p> : null}
      {!personal.dateOfBirth || !personal.gender ? (
        <p className="text-sm">
          <Trans>Add your date of birth and gender in {personalLink}.</Trans>
        </p>
      ) : null}
      {missing ? (
        <p className="text-sm">
          <Trans>Still needed: {missing}.</Trans>
        </p>
      ) : null}
    </Card>
  );
}
