import { pushableTypes, type NotificationPreferences, type PushableType } from '@samaj/shared/push';
import { z } from 'zod';

export const pushTypeLabels: Record<PushableType, string> = {
  MESSAGE: 'New messages',
  INTEREST_RECEIVED: 'Someone shows interest in you',
  INTEREST_ACCEPTED: 'Your interest is accepted',
  NEW_MATCHES: 'New matches for you (at most once a day)',
  POST_COMMENT: 'Comments on your posts',
  COMMENT_REPLY: 'Replies to your comments',
  POST_LIKE: 'Likes on your posts',
};

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time');

export const preferencesFormSchema = z
  .object({
    types: z.object(
      Object.fromEntries(pushableTypes.map((type) => [type, z.boolean()])) as Record<PushableType, z.ZodBoolean>,
    ),
    quiet: z.boolean(),
    from: clockTime,
    to: clockTime,
  })
  .refine((values) => !values.quiet || values.from !== values.to, {
    path: ['to'],
    message: 'Quiet hours must start and end at different times',
  });
export type PreferencesFormValues = z.infer<typeof preferencesFormSchema>;

/** Quiet hours the member has not set yet start from a usual night. */
const NIGHT = { from: '22:00', to: '07:00' };

export function toFormValues(preferences: NotificationPreferences): PreferencesFormValues {
  return {
    types: Object.fromEntries(pushableTypes.map((type) => [type, preferences.types[type].push])) as Record<
      PushableType,
      boolean
    >,
    quiet: preferences.quietHours !== null,
    ...(preferences.quietHours ?? NIGHT),
  };
}

export function toPreferences(values: PreferencesFormValues): NotificationPreferences {
  return {
    types: Object.fromEntries(pushableTypes.map((type) => [type, { push: values.types[type] }])) as Record<
      PushableType,
      { push: boolean }
    >,
    quietHours: values.quiet ? { from: values.from, to: values.to } : null,
  };
}
