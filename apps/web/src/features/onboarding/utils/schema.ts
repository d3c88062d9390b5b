import { genders } from '@samaj/shared/auth';
import { dateOfBirthInput, fullNameInput, onboardBody } from '@samaj/shared/users';
import { z } from 'zod';

/** The shared onboarding contract, with plain wording for fields left empty. */
export const onboardingFormSchema = onboardBody.extend({
  fullName: z.string().trim().min(1, 'Full name is required').pipe(fullNameInput),
  dateOfBirth: z.string().min(1, 'Choose your day, month and year of birth').pipe(dateOfBirthInput),
  gender: z.enum(genders, { message: 'Please choose one' }),
});

export type OnboardingFormInput = z.input<typeof onboardingFormSchema>;
export type OnboardingFormOutput = z.output<typeof onboardingFormSchema>;

export const ONBOARDING_STEPS = [
  {
    id: 'about',
    title: 'About you',
    description:
      'Tell the community a little about yourself. Setting this up for your son or daughter? Enter their details.',
    fields: ['fullName', 'dateOfBirth', 'gender'],
  },
  {
    id: 'location',
    title: 'Where you live',
    description: 'Members near you can find you, and you can find help close to home.',
    fields: ['location.state', 'location.city', 'location.locality'],
  },
  {
    id: 'help',
    title: 'How you can help',
    description:
      'Add what you can help others with and the help you are looking for. Pick a suggestion or type your own.',
    fields: ['canHelpOut', 'canSeekHelp', 'email'],
  },
] as const;

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id'];
export type OnboardingField = (typeof ONBOARDING_STEPS)[number]['fields'][number];
