/** "Request photos" and "Show my profile photo to": the API's messages in Hindi (see api-messages-hi.ts). */
export const photoMessagesHi: Readonly<Record<string, string>> = {
  'action must be GRANT, DECLINE or REVOKE': '"action": "GRANT", "DECLINE" या "REVOKE" में से एक होना चाहिए',
  'avatarVisibility must be EVERYONE or ACCEPTED': 'avatarVisibility "EVERYONE" या "ACCEPTED" होना चाहिए',
  'Photos requested': 'फ़ोटो का अनुरोध भेजा गया',
  'Already requested': 'अनुरोध पहले ही भेजा जा चुका है',
  'Photos shared': 'फ़ोटो दिखाने की अनुमति दे दी गई',
  'Request declined': 'अनुरोध अस्वीकार किया गया',
  'Photos no longer shared': 'अब फ़ोटो नहीं दिखाई जाएँगी',
  'Your photos are already shared with this member': 'आपकी फ़ोटो इन सदस्य को पहले से दिखाई जा रही हैं',
  'This request has already been answered': 'इस अनुरोध का जवाब पहले ही दिया जा चुका है',
  'Only photos you shared can be taken back': 'केवल वही फ़ोटो वापस ली जा सकती हैं जो आपने दिखाई हों',
  'You cannot request your own photos': 'आप अपनी ही फ़ोटो का अनुरोध नहीं कर सकते',
  'There are no hidden photos to ask for': 'इनकी कोई छिपी हुई फ़ोटो नहीं है जिसका अनुरोध किया जा सके',
  'This member did not share their photos. You can ask again from {date}':
    'इन सदस्य ने अपनी फ़ोटो नहीं दिखाईं। आप {date} से फिर अनुरोध कर सकते हैं',
  'Photo request not found': 'फ़ोटो का अनुरोध नहीं मिला',
  'Only the member whose photos were asked for can answer this request':
    'इस अनुरोध का जवाब केवल वही सदस्य दे सकते हैं जिनकी फ़ोटो माँगी गई है',
};
