import { type z } from 'zod';
import { errorEnvelope, successEnvelope } from '@samaj/shared';

/** The success envelope: `{ success: true, message, data }`. */
export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}

/** Response schemas for a route: the envelope around `data` on `status`, and the error envelope. */
export function responses<T extends z.ZodType>(data: T, status: 200 | 201 = 200) {
  return {
    [status]: successEnvelope(data),
    '4xx': errorEnvelope,
  } as { [K in typeof status]: ReturnType<typeof successEnvelope<T>> } & { '4xx': typeof errorEnvelope };
}
