import { stdSerializers } from 'pino';

/** Fields of database errors that carry the statement's values (names, birth dates, bios, phone numbers). */
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'where', 'internalQuery'] as const;

/**
 * "Failed query: …\nparams: …" (drizzle) loses its params line, and the database's own words lose what they quote
 * (`invalid input syntax for type uuid: "…"`), in the message and in the stack.
 */
const withoutParams = (text: string) =>
  text
    .replace(/\nparams: [^\n]*/g, '\nparams: [redacted]')
    .replace(/^((?:caused by: )?error: [^\n]*)$/gm, (line) => line.replace(/"[^"]*"/g, '"[redacted]"'));

type SerializedError = ReturnType<typeof stdSerializers.err>;

function scrub<T>(value: T, depth = 0): T {
  if (!value || typeof value !== 'object' || depth > 4) return value;
  const copy = { ...value } as Record<string, unknown>;
  for (const field of VALUE_FIELDS) if (field in copy) copy[field] = '[redacted]';
  if (typeof copy['message'] === 'string') copy['message'] = withoutParams(copy['message']);
  if (typeof copy['stack'] === 'string') copy['stack'] = withoutParams(copy['stack']);
  if (copy['cause']) copy['cause'] = scrub(copy['cause'], depth + 1);
  return copy as T;
}

/**
 * The logger's `err` serializer: pino's standard one, without the values a failed statement was given (a member's
 * name, birth date or bio) nor the row values PostgreSQL repeats in its error detail. The statement itself stays.
 */
export function redactedError(error: Error): SerializedError {
  return scrub(stdSerializers.err(error));
}
