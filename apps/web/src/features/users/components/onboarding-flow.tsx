import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { FormProvider, useForm, type DefaultValues, type FieldErrors, type FieldPath } from 'react-hook-form';
import type { AuthUser } from '@samaj/shared/auth';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useOnboard } from '../api/onboard';
import {
  ONBOARDING_STEPS,
  onboardingFormSchema,
  type OnboardingFormInput,
  type OnboardingFormOutput,
} from '../utils/onboarding-schema';
import { AboutYouStep } from './about-you-step';
import { HelpStep } from './help-step';
import { LocationStep } from './location-step';

const PROGRESS = [33.3, 66.6, 100] as const;

/** Gender starts unchosen: the resolver asks for it. */
const emptyForm: DefaultValues<OnboardingFormInput> = {
  fullName: '',
  dateOfBirth: '',
  location: { state: '', city: '', locality: null },
  canHelpOut: [],
  canSeekHelp: [],
  email: '',
};

export interface OnboardingFlowProps {
  /** Receives the updated member once the server has saved everything. */
  onCompleted: (user: AuthUser) => void;
  defaultFullName?: string | null;
}

/** One screen per group; every value stays when the member goes back. */
export function OnboardingFlow({ onCompleted, defaultFullName }: OnboardingFlowProps) {
  const { t, i18n } = useLingui();
  const [stepIndex, setStepIndex] = useState(0);
  const onboard = useOnboard();
  const form = useForm<OnboardingFormInput, unknown, OnboardingFormOutput>({
    resolver: zodResolver(onboardingFormSchema),
    defaultValues: { ...emptyForm, fullName: defaultFullName ?? '' },
    mode: 'onTouched',
  });
  const step = ONBOARDING_STEPS[stepIndex]!;
  const isLast = stepIndex === ONBOARDING_STEPS.length - 1;
  const stepNumber = stepIndex + 1;
  const totalSteps = ONBOARDING_STEPS.length;

  function goTo(index: number) {
    setStepIndex(index);
    window.scrollTo({ top: 0 });
  }

  async function next() {
    const valid = await form.trigger([...step.fields] as FieldPath<OnboardingFormInput>[], { shouldFocus: true });
    if (valid) goTo(stepIndex + 1);
  }

  function showFirstInvalidStep(errors: FieldErrors<OnboardingFormInput>) {
    const invalidStep = ONBOARDING_STEPS.findIndex((candidate) =>
      candidate.fields.some((field) =>
        field.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors),
      ),
    );
    if (invalidStep >= 0 && invalidStep !== stepIndex) goTo(invalidStep);
  }

  async function submit(values: OnboardingFormOutput) {
    try {
      const { user } = await onboard.mutateAsync(values);
      onCompleted(user);
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        for (const fieldError of error.errors) {
          form.setError(fieldError.path as FieldPath<OnboardingFormInput>, { message: fieldError.message });
        }
        const firstPath = error.errors[0]!.path;
        const stepWithError = ONBOARDING_STEPS.findIndex((candidate) =>
          candidate.fields.some(
            (field) => firstPath === field || firstPath.startsWith(`${field}.`) || field.startsWith(`${firstPath}.`),
          ),
        );
        if (stepWithError >= 0) goTo(stepWithError);
      }
      toast({ title: t`Operation failed`, description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          // Enter in a field of an earlier step means "Continue", never "submit everything".
          if (!isLast) {
            event.preventDefault();
            void next();
            return;
          }
          void form.handleSubmit(submit, showFirstInvalidStep)(event);
        }}
        className="flex flex-col gap-7"
      >
        <div className="flex flex-col gap-5">
          <Progress
            value={PROGRESS[stepIndex]!}
            label={t`Profile setup progress`}
            caption={t`Step ${stepNumber} of ${totalSteps}`}
          />
          <div className="flex flex-col gap-1.5">
            <h1 className="text-2xl font-bold tracking-tight">{i18n._(step.title)}</h1>
            <p className="text-base text-muted-foreground">{i18n._(step.description)}</p>
          </div>
        </div>

        {step.id === 'about' ? <AboutYouStep /> : null}
        {step.id === 'location' ? <LocationStep /> : null}
        {step.id === 'help' ? <HelpStep /> : null}

        <div className="flex gap-3 border-t border-border pt-5">
          {stepIndex > 0 ? (
            <Button variant="outline" size="lg" onClick={() => goTo(stepIndex - 1)} className="flex-none">
              <ArrowLeft aria-hidden />
              <Trans>Back</Trans>
            </Button>
          ) : null}
          <Button type="submit" size="lg" loading={onboard.isPending} className="flex-1">
            {isLast ? <Trans>Finish</Trans> : <Trans>Continue</Trans>}
            {isLast ? null : <ArrowRight aria-hidden />}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
