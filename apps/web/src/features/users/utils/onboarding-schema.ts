import { msg } from '@lingui/core/macro';
import { onboardBody } from '@samaj/shared/users';
import type { z } from 'zod';
import { basicDetailsRules } from '@/components/basic-details-rules';

/** The shared onboarding contract, with plain wording for fields left empty. */
export const onboardingFormSchema = onboardBody.extend(basicDetailsRules);

export type OnboardingFormInput = z.input<typeof onboardingFormSchema>;
export type OnboardingFormOutput = z.output<typeof onboardingFormSchema>;

export const ONBOARDING_STEPS = [
  {
    id: 'about',
    title: msg`About you`,
    description: msg`Tell the community a little about yourself. Setting this up for your son or daughter? Enter their details.`,
    fields: ['fullName', 'dateOfBirth', 'gender'],
  },
  {
    id: 'location',
    title: msg`Where you live`,
    description: msg`Members near you can find you, and you can find help close to home.`,
    fields: ['location.state', 'location.city', 'location.locality'],
  },
  {
    id: 'help',
    title: msg`How you can help`,
    description: msg`Add what you can help others with and the help you are looking for. Pick a suggestion or type your own.`,
    fields: ['canHelpOut', 'canSeekHelp', 'email'],
  },
] as const;

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id'];
export type OnboardingField = (typeof ONBOARDING_STEPS)[number]['fields'][number];
