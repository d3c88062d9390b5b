import type { ReactNode } from 'react';
import {
  get,
  useController,
  useFormState,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { cn } from '@/lib/utils';
import { Label } from '../label';
import { Trans } from '@lingui/react/macro';
import { useSharedMessage } from '@/lib/i18n/shared-messages';

export interface FormFieldProps {
  /** The id of the control inside; the label and messages point at it. */
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  /**
   * The control is a group (radio buttons, chips, several pickers): the label names it through aria-labelledby, as a
   * <label> can only name a single input.
   */
  group?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above the control, a hint under the label, the error under the control. */
export function FormField({ id, label, error, hint, optional, group, className, children }: FormFieldProps) {
  const sharedMessage = useSharedMessage();
  const text = (
    <>
      {label}
      {optional ? (
        <span className="ml-1.5 font-normal text-muted-foreground">
          <Trans>(optional)</Trans>
        </span>
      ) : null}
    </>
  );
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {group ? (
        <p id={`${id}-label`} className="text-sm font-semibold text-foreground">
          {text}
        </p>
      ) : (
        <Label id={`${id}-label`} htmlFor={id}>
          {text}
        </Label>
      )}
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? <FieldError id={`${id}-error`}>{sharedMessage(error)}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}

/** aria attributes that tie a control to its FormField's hint and error. */
export function fieldAria(id: string, { error, hint }: { error?: string | undefined; hint?: boolean } = {}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

export type FieldAria = ReturnType<typeof fieldAria> & { 'aria-labelledby'?: string };

/** The first message of a field, or of any item of a list field (`canHelpOut.2`). */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  if (Array.isArray(error)) return error.map(firstErrorMessage).find(Boolean);
  return undefined;
}

interface BoundFieldProps<T extends FieldValues, C, O, N extends FieldPath<T>> extends Omit<
  FormFieldProps,
  'id' | 'error' | 'children'
> {
  control: Control<T, C, O>;
  name: N;
  /** The control's id; the field's name unless two forms on one page share names. */
  id?: string;
}

/** The id, label, hint and current error of a field of the form (it re-renders when only that field's error changes). */
function useBoundField<T extends FieldValues, C, O, N extends FieldPath<T>>({
  control,
  name,
  id = name,
  ...frame
}: BoundFieldProps<T, C, O, N>) {
  const { errors } = useFormState({ control, name });
  const error = firstErrorMessage(get(errors, name));
  const aria: FieldAria = {
    ...fieldAria(id, { error, hint: Boolean(frame.hint) }),
    ...(frame.group ? { 'aria-labelledby': `${id}-label` } : {}),
  };
  return { frame: { ...frame, id, error }, aria };
}

export interface FieldProps<T extends FieldValues, C, O, N extends FieldPath<T>> extends BoundFieldProps<T, C, O, N> {
  /** How the input's text becomes the form's value (e.g. `numberOrNull`). */
  setValueAs?: (value: string) => unknown;
  children: (input: FieldAria & UseFormRegisterReturn<N>) => ReactNode;
}

/** A native input, textarea or select registered with the form, inside its label, hint and error. */
export function Field<T extends FieldValues, C, O, N extends FieldPath<T>>({
  setValueAs,
  children,
  ...props
}: FieldProps<T, C, O, N>) {
  const { frame, aria } = useBoundField(props);
  const options: RegisterOptions<T, N> = setValueAs ? { setValueAs } : {};
  return <FormField {...frame}>{children({ ...aria, ...props.control.register(props.name, options) })}</FormField>;
}

/** What a control of the form's own making gets: its id and aria, the value, and the handlers that change it. */
export type ControlledInput<T extends FieldValues, N extends FieldPath<T>> = FieldAria &
  Pick<ControllerRenderProps<T, N>, 'value' | 'onChange' | 'onBlur'>;

export interface ControlledFieldProps<T extends FieldValues, C, O, N extends FieldPath<T>> extends BoundFieldProps<
  T,
  C,
  O,
  N
> {
  /** `field.ref` lets the form focus the control when it is the first with an error, for controls that take a ref. */
  children: (input: ControlledInput<T, N>, field: ControllerRenderProps<T, N>) => ReactNode;
}

/** A control of its own making (a picker, chips, a date) given the field's value and change handler, with its label. */
export function ControlledField<T extends FieldValues, C, O, N extends FieldPath<T>>({
  children,
  ...props
}: ControlledFieldProps<T, C, O, N>) {
  const { frame, aria } = useBoundField(props);
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <FormField {...frame}>
      {children({ ...aria, value: field.value, onChange: field.onChange, onBlur: field.onBlur }, field)}
    </FormField>
  );
}

/** A picker's empty first choice means "not given": null for the form. */
export function textOrNull(value: string): string | null {
  return value || null;
}

/** Pickers and number inputs give text; the form wants a number, or null for "not given". */
export function numberOrNull(value: unknown): number | null {
  return value === '' || value === null || value === undefined ? null : Number(value);
}
