import type { FormEventHandler, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useFormState } from 'react-hook-form';
import { SaveBar } from '@/components/ui/form/save-bar';

/** A profile section form's props: the member's details of that section, and what to do once saved. */
export interface DetailsFormProps<Details> {
  details: Details;
  onSaved?: () => void;
}

export interface DetailsFormFrameProps<Input extends FieldValues, Output> {
  /** `useDetailsForm`'s form, submit handler and saving state. */
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  /** The form's accessible name. */
  label: string;
  children: ReactNode;
}

/** A profile section's form: its sections (which read the form from context), then the Save bar. */
export function DetailsFormFrame<Input extends FieldValues, Output>({
  form,
  onSubmit,
  saving,
  label,
  children,
}: DetailsFormFrameProps<Input, Output>) {
  const { isDirty } = useFormState({ control: form.control });
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={label} onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
        <SaveBar dirty={isDirty} saving={saving} />
      </form>
    </FormProvider>
  );
}
