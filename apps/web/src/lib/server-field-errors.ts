import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client';

/**
 * Puts the server's `errors[]` under the fields they belong to. A path the form has no field for
 * (`subIndustries.2`) goes to its nearest parent that is one (`subIndustries`). Returns the fields that got one.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<Values>,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const shown: string[] = [];
  for (const fieldError of error.errors) {
    const field = nearestField(fieldError.path, fields);
    if (!field || shown.includes(field)) continue;
    setError(
      field as Path<Values>,
      { type: 'server', message: fieldError.message },
      { shouldFocus: shown.length === 0 },
    );
    shown.push(field);
  }
  return shown;
}

export function nearestField(path: string, fields: readonly string[]): string | null {
  const segments = path.split('.');
  for (let length = segments.length; length > 0; length--) {
    const candidate = segments.slice(0, length).join('.');
    if (fields.includes(candidate)) return candidate;
  }
  return null;
}

/**
 * The server's message for a toast, without the field path a validation message starts with
 * ("currentLocation.city: Choose a city of Bihar" reads "Choose a city of Bihar"): the field already shows which.
 */
export function serverMessage(error: unknown): string {
  const message = errorMessage(error);
  const firstPath = error instanceof ApiError ? error.errors[0]?.path : undefined;
  return firstPath && message.startsWith(`${firstPath}: `) ? message.slice(firstPath.length + 2) : message;
}
