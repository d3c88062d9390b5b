import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { serverMessage, showServerFieldErrors } from '@/lib/server-field-errors';
import { scrollToFirstError } from '../components/scroll-to-field';
import { useLingui } from '@lingui/react/macro';

export interface DetailsFormOptions<Input extends FieldValues, Output, Saved> {
  resolver: Resolver<Input, unknown, Output>;
  /** The form's starting values, from the member's saved details. */
  values: NoInfer<DefaultValues<Input>>;
  /** The section's mutation. */
  save: { mutateAsync: (values: Output) => Promise<Saved>; isPending: boolean };
  /** The form's values from what the server saved: the form starts again from them (no longer dirty). */
  savedValues: (saved: Saved) => NoInfer<DefaultValues<Input>>;
  /** The form's field names, so that the server's field errors land under them. */
  fields: readonly string[];
  /** The toast's words once saved. */
  savedMessage: string;
  onSaved?: (() => void) | undefined;
}

/**
 * A profile section's form and its save: saving starts the form again from what the server saved and says so; a
 * refusal puts the server's field errors under their fields and says what went wrong, and an invalid form brings its
 * first error into view.
 */
export function useDetailsForm<Input extends FieldValues, Output, Saved>({
  resolver,
  values,
  save,
  savedValues,
  fields,
  savedMessage,
  onSaved,
}: DetailsFormOptions<Input, Output, Saved>) {
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: values, mode: 'onTouched' });
  const { t } = useLingui();

  async function submit(submitted: Output) {
    try {
      form.reset(savedValues(await save.mutateAsync(submitted)));
      toast({ title: t`Operation Succeed!`, description: savedMessage });
      onSaved?.();
    } catch (error) {
      showServerFieldErrors(error, fields, form.setError);
      toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' });
    }
  }

  return { form, onSubmit: form.handleSubmit(submit, scrollToFirstError), saving: save.isPending };
}
