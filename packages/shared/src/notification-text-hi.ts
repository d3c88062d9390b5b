import type { Language } from './i18n/language.ts';
import { ENGLISH_NOTIFICATION_WORDS, notificationDateOptions, type NotificationWords } from './notification-text.ts';

const hiCount = new Intl.NumberFormat('hi-IN');

/** "Asha ने आपकी पोस्ट पसंद की": the name, then the action with its ने (or को). */
export const HINDI_NOTIFICATION_WORDS: NotificationWords = {
  aMember: 'एक सदस्य',
  aModerator: 'एक मॉडरेटर',
  yourReport: 'आपकी शिकायत',
  andOthers: (actor, others) => `${actor} और ${hiCount.format(others)} अन्य`,
  interestReceived: 'ने आपको रुचि भेजी',
  interestAccepted: 'ने आपकी रुचि स्वीकार कर ली। नमस्ते कहें!',
  photosRequested: 'ने आपकी फ़ोटो देखने का अनुरोध किया',
  photosGranted: 'ने अपनी फ़ोटो आपको दिखाने की अनुमति दी',
  coManagerInvited: 'ने आपसे अपनी विवाह प्रोफ़ाइल सँभालने में मदद माँगी है',
  commented: 'ने आपकी पोस्ट पर टिप्पणी की',
  replied: 'ने आपकी टिप्पणी का जवाब दिया',
  liked: 'ने आपकी पोस्ट पसंद की',
  messages: (count) => (count > 1 ? `ने आपको ${hiCount.format(count)} संदेश भेजे` : 'ने आपको एक संदेश भेजा'),
  newMatches: 'आपके लिए नए रिश्ते:',
  matchesMeet: (count) =>
    count === 1 ? '1 प्रोफ़ाइल आपकी पसंद से मेल खाती है' : `${hiCount.format(count)} प्रोफ़ाइल आपकी पसंद से मेल खाती हैं`,
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
  dates: new Intl.DateTimeFormat('hi-IN', notificationDateOptions),
};

/** The words for a member's language: pass them to `describeNotification` (the API's pushes). */
export const notificationWords = (language: Language): NotificationWords =>
  language === 'hi' ? HINDI_NOTIFICATION_WORDS : ENGLISH_NOTIFICATION_WORDS;
