import type { Language } from './i18n/language.ts';
import type { Notification } from './notifications.ts';

export interface NotificationText {
  /** Who did it (bold). */
  actor: string;
  /** What they did, after the name. */
  action: string;
  /** A line of what they wrote, if any. */
  quote: string | null;
  /** Where tapping it leads. */
  to: string;
}

type RemovedTarget = NonNullable<Notification['data']['targetType']>;

/** The words of the notifications in one language: the actor's name comes first, the action after it. */
interface Words {
  aMember: string;
  /** Notices from the moderators never name one of them. */
  aModerator: string;
  yourReport: string;
  andOthers: (actor: string, others: number) => string;
  interestReceived: string;
  interestAccepted: string;
  commented: string;
  replied: string;
  liked: string;
  messages: (count: number) => string;
  /** The daily "New matches for you" (no actor: the app says it). */
  newMatches: string;
  matchesMeet: (count: number) => string;
  coManagerInvited: string;
  reviewed: (actionTaken: boolean) => string;
  removed: Record<RemovedTarget, string>;
  suspended: (until: string | null) => string;
  banned: string;
  warned: string;
  dates: Intl.DateTimeFormat;
}

const dateOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
/** Counts in the Indian style (1,00,000). */
const enCount = new Intl.NumberFormat('en-IN');
const hiCount = new Intl.NumberFormat('hi-IN');

const english: Words = {
  aMember: 'A member',
  aModerator: 'A moderator',
  yourReport: 'Your report',
  andOthers: (actor, others) => `${actor} and ${enCount.format(others)} ${others === 1 ? 'other' : 'others'}`,
  interestReceived: 'sent you an interest',
  interestAccepted: 'accepted your interest. Say namaste!',
  commented: 'commented on your post',
  replied: 'replied to your comment',
  liked: 'liked your post',
  messages: (count) => (count > 1 ? `sent you ${enCount.format(count)} messages` : 'sent you a message'),
  newMatches: 'New matches for you:',
  matchesMeet: (count) =>
    count === 1 ? '1 profile meets your preferences' : `${enCount.format(count)} profiles meet your preferences`,
  coManagerInvited: 'asked you to help manage their marriage profile',
  reviewed: (actionTaken) => (actionTaken ? 'was reviewed: action taken' : 'was reviewed: no action needed'),
  removed: {
    POST: 'removed your post',
    COMMENT: 'removed your comment',
    MESSAGE: 'removed your message',
    USER: 'removed your photos',
  },
  suspended: (until) => `suspended your account${until ? ` until ${until}` : ''}`,
  banned: 'banned your account',
  warned: 'sent you a warning',
  dates: new Intl.DateTimeFormat('en-IN', dateOptions),
};

/** "Asha ने आपकी पोस्ट पसंद की": the name, then the action with its ने (or को). */
const hindi: Words = {
  aMember: 'एक सदस्य',
  aModerator: 'एक मॉडरेटर',
  yourReport: 'आपकी शिकायत',
  andOthers: (actor, others) => `${actor} और ${hiCount.format(others)} अन्य`,
  interestReceived: 'ने आपको रुचि भेजी',
  interestAccepted: 'ने आपकी रुचि स्वीकार कर ली। नमस्ते कहें!',
  commented: 'ने आपकी पोस्ट पर टिप्पणी की',
  replied: 'ने आपकी टिप्पणी का जवाब दिया',
  liked: 'ने आपकी पोस्ट पसंद की',
  messages: (count) => (count > 1 ? `ने आपको ${hiCount.format(count)} संदेश भेजे` : 'ने आपको एक संदेश भेजा'),
  newMatches: 'आपके लिए नए रिश्ते:',
  matchesMeet: (count) =>
    count === 1 ? '1 प्रोफ़ाइल आपकी पसंद से मेल खाती है' : `${hiCount.format(count)} प्रोफ़ाइल आपकी पसंद से मेल खाती हैं`,
  coManagerInvited: 'ने आपसे अपनी विवाह प्रोफ़ाइल सँभालने में मदद माँगी है',
  reviewed: (actionTaken) =>
    actionTaken ? 'की जाँच हो गई: कार्रवाई की गई' : 'की जाँच हो गई: किसी कार्रवाई की ज़रूरत नहीं थी',
  removed: {
    POST: 'ने आपकी पोस्ट हटा दी',
    COMMENT: 'ने आपकी टिप्पणी हटा दी',
    MESSAGE: 'ने आपका संदेश हटा दिया',
    USER: 'ने आपकी फ़ोटो हटा दीं',
  },
  suspended: (until) => (until ? `ने आपका खाता ${until} तक निलंबित कर दिया` : 'ने आपका खाता निलंबित कर दिया'),
  banned: 'ने आपके खाते पर रोक लगा दी',
  warned: 'ने आपको चेतावनी भेजी',
  dates: new Intl.DateTimeFormat('hi-IN', dateOptions),
};

const WORDS: Record<Language, Words> = { en: english, hi: hindi };

function moderationNotice({ data }: Notification, words: Words): NotificationText {
  const action =
    data.action === 'REMOVE_CONTENT'
      ? words.removed[data.targetType ?? 'POST']
      : data.action === 'SUSPEND'
        ? words.suspended(data.until ? words.dates.format(new Date(data.until)) : null)
        : data.action === 'BAN'
          ? words.banned
          : words.warned;
  // Disagree? The grievance page is where a decision is challenged.
  return { actor: words.aModerator, action, quote: data.note || null, to: '/grievance' };
}

/**
 * The words and the link of a notification ("Asha and 4 others liked your post", "Asha और 4 अन्य ने आपकी पोस्ट पसंद
 * की") in the member's language: the bell's list and pushes. What members wrote (names, quotes) stays as written.
 */
export function describeNotification(notification: Notification, language: Language = 'en'): NotificationText {
  const words = WORDS[language];
  const actor = notification.actor?.fullName || words.aMember;
  const { data, entityId } = notification;
  switch (notification.type) {
    case 'INTEREST_RECEIVED':
      return { actor, action: words.interestReceived, quote: data.message ?? null, to: '/matrimonial/interest' };
    case 'INTEREST_ACCEPTED':
      return {
        actor,
        action: words.interestAccepted,
        quote: null,
        to: notification.actor ? `/chat/new/${notification.actor.id}` : '/matrimonial/sent-interests',
      };
    case 'POST_COMMENT':
      return { actor, action: words.commented, quote: data.preview ?? null, to: `/posts/${entityId}` };
    case 'COMMENT_REPLY':
      return { actor, action: words.replied, quote: data.preview ?? null, to: `/posts/${entityId}` };
    case 'POST_LIKE': {
      const others = Math.max(0, (data.count ?? 1) - 1);
      return {
        actor: others > 0 ? words.andOthers(actor, others) : actor,
        action: words.liked,
        quote: null,
        to: `/posts/${entityId}`,
      };
    }
    case 'MESSAGE':
      return { actor, action: words.messages(data.count ?? 1), quote: data.preview ?? null, to: `/chat/${entityId}` };
    case 'NEW_MATCHES':
      return { actor: words.newMatches, action: words.matchesMeet(data.count ?? 1), quote: null, to: '/matrimonial' };
    case 'CO_MANAGER_INVITED':
      return { actor, action: words.coManagerInvited, quote: null, to: '/matrimonial/family' };
    case 'REPORT_RESOLVED':
      return {
        actor: words.yourReport,
        action: words.reviewed(data.outcome === 'ACTION_TAKEN'),
        quote: null,
        to: '/settings#my-reports',
      };
    case 'MODERATION_NOTICE':
      return moderationNotice(notification, words);
  }
}
