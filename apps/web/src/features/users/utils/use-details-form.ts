import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { scrollToFirstError } from '../components/scroll-to-field';

/** What a profile section's form is made of, apart from the member's details. */
export interface DetailsSection<Input extends FieldValues, Output, Details, Saved> {
  resolver: Resolver<Input, unknown, Output>;
  /** The form's values from the section's details: as loaded, and as the server saved them. */
  valuesOf: (details: Details) => DefaultValues<Input>;
  /** The section's details in what the save answers. */
  savedDetails: (saved: Saved) => Details;
  /** The form's field names, so that the server's field errors land under them. */
  fields: readonly string[];
}

export interface DetailsFormOptions<Output, Details, Saved> {
  details: Details;
  /** The section's mutation. */
  save: { mutateAsync: (values: Output) => Promise<Saved>; isPending: boolean };
  /** The toast's words once saved. */
  savedMessage: string;
  onSaved?: (() => void) | undefined;
}

/**
 * A profile section's form and its save: saving starts the form again from what the server saved and says so; a
 * refusal puts the server's field errors under their fields and says what went wrong, and an invalid form brings its
 * first error into view.
 */
export function useDetailsForm<Input extends FieldValues, Output, Details, Saved>(
  section: DetailsSection<Input, Output, Details, Saved>,
  { details, save, savedMessage, onSaved }: DetailsFormOptions<Output, Details, Saved>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: section.resolver,
    defaultValues: section.valuesOf(details),
    mode: 'onTouched',
  });
  const saveForm = useSaveForm();

  async function submit(submitted: Output) {
    const saved = await saveForm({
      form,
      fields: section.fields,
      save: () => save.mutateAsync(submitted),
      savedValues: (result) => section.valuesOf(section.savedDetails(result)),
      savedMessage: () => savedMessage,
    });
    if (saved !== undefined) onSaved?.();
  }

  return { form, onSubmit: form.handleSubmit(submit, scrollToFirstError), saving: save.isPending };
}
