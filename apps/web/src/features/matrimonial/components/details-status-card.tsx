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

const REQUIRED_LABELS: Record<MatrimonialRequiredField, string> = {
  height: 'Height',
  maritalStatus: 'Marital status',
  motherTongue: 'Mother tongue',
  religion: 'Religion',
  diet: 'Diet',
  familyType: 'Family type',
  profileCreatedBy: 'Profile created by',
};
const GENDER_WORDS = { MALE: 'men', FEMALE: 'women', OTHER: 'members' } as const;
const linkClasses = 'font-semibold text-primary underline-offset-4 hover:underline';

export interface DetailsStatusCardProps {
  details: MatrimonialDetails | null;
  personal: PersonalDetails;
  user: AuthUser;
  personalDetailsHref: string;
}

/** Whether the profile is complete, and if not, exactly what is missing and where to fill it in. */
export function DetailsStatusCard({ details, personal, user, personalDetailsHref }: DetailsStatusCardProps) {
  if (user.isMatrimonialProfile) {
    return (
      <Card className="flex items-start gap-3 border-success/30 bg-success-soft p-4">
        <CircleCheckBig className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-base font-semibold">Your marriage profile is complete</p>
          <p className="text-sm text-muted-foreground">
            {details?.isHidden
              ? 'It is hidden: nobody finds it until you show it again.'
              : 'Members can find it in matches and search.'}{' '}
            <Link to="/matrimonial" className={linkClasses}>
              See your matches
            </Link>
          </p>
        </div>
      </Card>
    );
  }
  const missing = missingMatrimonialFields(details).map((field) => REQUIRED_LABELS[field]);
  const age = ageFromBirthDate(personal.dateOfBirth);
  const minimum = personal.gender ? MATRIMONIAL_MIN_AGE[personal.gender] : null;
  const tooYoung = age !== null && minimum !== null && age < minimum;
  const personalLink = (
    <Link to={personalDetailsHref} className={linkClasses}>
      Personal details
    </Link>
  );
  return (
    <Card className="flex flex-col gap-2 border-warning/35 bg-warning-soft p-4">
      <p className="text-base font-semibold">Complete your marriage profile to open Matrimonial</p>
      {tooYoung && personal.gender ? (
        <p className="text-sm">
          Marriage profiles are for {GENDER_WORDS[personal.gender]} aged {minimum} or more. Check the date of birth in{' '}
          {personalLink}.
        </p>
      ) : null}
      {!personal.dateOfBirth || !personal.gender ? (
        <p className="text-sm">Add your date of birth and gender in {personalLink}.</p>
      ) : null}
      {missing.length > 0 ? <p className="text-sm">Still needed: {missing.join(', ')}.</p> : null}
    </Card>
  );
}
