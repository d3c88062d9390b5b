import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { pushableTypes, type NotificationPreferences, type PushableType } from '@samaj/shared/push';
import { z } from 'zod';
import { i18n } from '@/lib/i18n';

export const pushTypeLabels: Record<PushableType, MessageDescriptor> = {
  MESSAGE: msg`New messages`,
  INTEREST_RECEIVED: msg`Someone shows interest in you`,
  INTEREST_ACCEPTED: msg`Your interest is accepted`,
  NEW_MATCHES: msg`New matches for you (at most once a day)`,
  PHOTO_REQUEST_RECEIVED: msg`Someone asks to see your photos`,
  PHOTO_REQUEST_GRANTED: msg`Someone shares their photos with you`,
  CO_MANAGER_INVITED: msg`Invitations to help manage a marriage profile`,
  POST_COMMENT: msg`Comments on your posts`,
  COMMENT_REPLY: msg`Replies to your comments`,
  POST_LIKE: msg`Likes on your posts`,
};

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => i18n._(msg`Choose a time`) });

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
    error: () => i18n._(msg`Quiet hours must start and end at different times`),
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
