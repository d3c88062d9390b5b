import { useLingui } from '@lingui/react/macro';
import type { DefaultValues, FieldValues, UseFormReset, UseFormSetError } from 'react-hook-form';
import { serverMessage, showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '../toast';

export interface SaveFormOptions<Values extends FieldValues, Saved> {
  form: { reset: UseFormReset<Values>; setError: UseFormSetError<Values> };
  /** The form's field names, so that the server's field errors land under them. */
  fields: readonly string[];
  /** Sends the form's values (its mutation). */
  save: () => Promise<Saved>;
  /** The form's values from what the server saved: the form starts again from them (no longer dirty). */
  savedValues: (saved: Saved) => DefaultValues<Values>;
  /** The toast's words once saved. */
  savedMessage: (saved: Saved) => string;
}

/**
 * Saving a form and saying how it went: once saved, the form starts again from what the server saved and a toast says
 * so; a refusal puts the server's field errors under their fields and a toast says what went wrong. The returned
 * function resolves to what was saved, or undefined when it was refused.
 */
export function useSaveForm() {
  const { t } = useLingui();
  return async function saveForm<Values extends FieldValues, Saved>({
    form,
    fields,
    save,
    savedValues,
    savedMessage,
  }: SaveFormOptions<Values, Saved>): Promise<Saved | undefined> {
    try {
      const saved = await save();
      form.reset(savedValues(saved));
      toast({ title: t`Operation Succeed!`, description: savedMessage(saved) });
      return saved;
    } catch (error) {
      showServerFieldErrors(error, fields, form.setError);
      toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' });
      return undefined;
    }
  };
}
