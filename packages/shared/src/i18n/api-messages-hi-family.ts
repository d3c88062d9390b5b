/** Hindi of the API's messages about contact details after acceptance and family co-managers. */
export const familyMessagesHi: Record<string, string> = {
  'Family contact name': 'परिवार के संपर्क का नाम',
  "Add the family contact's phone number": 'परिवार के संपर्क का फ़ोन नंबर भी जोड़ें',
  'Your own contact details are in your marriage profile': 'आपकी अपनी संपर्क जानकारी आपकी विवाह प्रोफ़ाइल में है',
  'Contact details are shared once an interest between you is accepted':
    'संपर्क जानकारी तभी दिखती है जब आपके बीच की रुचि स्वीकार हो जाए',
  'A family member managing a marriage profile cannot do this for its owner':
    'विवाह प्रोफ़ाइल सँभालने वाले परिवारजन यह काम प्रोफ़ाइल के मालिक की ओर से नहीं कर सकते',
  'A family member managing a marriage profile can only use the chats of its accepted interests':
    'विवाह प्रोफ़ाइल सँभालने वाले परिवारजन सिर्फ़ स्वीकार हुई रुचियों वाली चैट इस्तेमाल कर सकते हैं',
  'You do not manage this marriage profile': 'आप यह विवाह प्रोफ़ाइल नहीं सँभालते',
  'Invitation sent': 'न्योता भेज दिया गया',
  'Invitation accepted': 'न्योता स्वीकार कर लिया गया',
  'Complete your marriage profile before inviting family members to manage it':
    'परिवारजनों को बुलाने से पहले अपनी विवाह प्रोफ़ाइल पूरी करें',
  'No Samaj member has this number. Ask them to join Samaj first, then invite them':
    'इस नंबर से कोई समाज सदस्य नहीं है। पहले उनसे समाज से जुड़ने को कहें, फिर उन्हें बुलाएँ',
  'Invite a family member, not yourself': 'किसी परिवारजन को बुलाएँ, ख़ुद को नहीं',
  'This family member is already invited': 'इन परिवारजन को पहले ही बुलाया जा चुका है',
  'At most {max} family members can manage your profile. Remove one first':
    'अधिकतम {max} परिवारजन आपकी प्रोफ़ाइल सँभाल सकते हैं। पहले किसी एक को हटाएँ',
  'Invitation not found': 'न्योता नहीं मिला',
  'You already manage this profile': 'आप यह प्रोफ़ाइल पहले से सँभाल रहे हैं',
  'Co-manager not found': 'प्रोफ़ाइल सँभालने वाले परिवारजन नहीं मिले',
};
