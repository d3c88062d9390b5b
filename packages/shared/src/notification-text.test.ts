import type { Notification } from './notifications.ts';
import { describe, expect, it } from 'vitest';
import { describeNotification } from './notification-text.ts';
import { HINDI_NOTIFICATION_WORDS } from './notification-text-hi.ts';

const base: Notification = {
  id: 'n1',
  type: 'POST_LIKE',
  actor: { id: 'asha', fullName: 'Asha Sinha', image: null },
  entityId: 'post-1',
  data: {},
  isRead: false,
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('describeNotification', () => {
  it('groups likes: "Asha and 4 others liked your post"', () => {
    expect(describeNotification({ ...base, data: { count: 5 } })).toMatchObject({
      actor: 'Asha Sinha and 4 others',
      action: 'liked your post',
      to: '/posts/post-1',
    });
    expect(describeNotification({ ...base, data: { count: 2 } }).actor).toBe('Asha Sinha and 1 other');
    expect(describeNotification({ ...base, data: { count: 1 } }).actor).toBe('Asha Sinha');
  });

  it('says what happened and where it leads, for every type', () => {
    const texts = (['INTEREST_RECEIVED', 'INTEREST_ACCEPTED', 'POST_COMMENT', 'COMMENT_REPLY', 'MESSAGE'] as const).map(
      (type) => {
        const { action, to } = describeNotification({ ...base, type, data: { preview: 'Hi', count: 3 } });
        return [type, action, to];
      },
    );
    expect(texts).toEqual([
      ['INTEREST_RECEIVED', 'sent you an interest', '/matrimonial/interest'],
      ['INTEREST_ACCEPTED', 'accepted your interest. Say namaste!', '/chat/new/asha'],
      ['POST_COMMENT', 'commented on your post', '/posts/post-1'],
      ['COMMENT_REPLY', 'replied to your comment', '/posts/post-1'],
      ['MESSAGE', 'sent you 3 messages', '/chat/post-1'],
    ]);
  });

  it('photo requests: asked of me (to the Photos tab), shared with me (to their profile), in both languages', () => {
    const asked = { ...base, type: 'PHOTO_REQUEST_RECEIVED' as const, entityId: 'request-1' };
    const shared = { ...base, type: 'PHOTO_REQUEST_GRANTED' as const, entityId: 'request-1' };
    expect(describeNotification(asked)).toMatchObject({
      actor: 'Asha Sinha',
      action: 'asked to see your photos',
      to: '/matrimonial/interest?tab=photos',
    });
    expect(describeNotification(shared)).toMatchObject({
      action: 'shared their photos with you',
      to: '/matrimonial/profile/asha',
    });
    expect(describeNotification(asked, HINDI_NOTIFICATION_WORDS).action).toBe('ने आपकी फ़ोटो देखने का अनुरोध किया');
    expect(describeNotification(shared, HINDI_NOTIFICATION_WORDS).action).toBe('ने अपनी फ़ोटो आपको दिखाने की अनुमति दी');
  });

  it('tells the reporter the outcome and the reported member the note, never naming a moderator', () => {
    const resolved = { ...base, type: 'REPORT_RESOLVED' as const, actor: null, entityId: 'r1' };
    expect(describeNotification({ ...resolved, data: { outcome: 'ACTION_TAKEN', targetType: 'POST' } })).toEqual({
      actor: 'Your report',
      action: 'was reviewed: action taken',
      quote: null,
      to: '/settings#my-reports',
    });
    expect(describeNotification({ ...resolved, data: { outcome: 'NO_ACTION' } }).action).toBe(
      'was reviewed: no action needed',
    );
    const notice = { ...base, type: 'MODERATION_NOTICE' as const, actor: null };
    expect(
      describeNotification({
        ...notice,
        data: { action: 'REMOVE_CONTENT', targetType: 'POST', note: 'Asks for money' },
      }),
    ).toEqual({ actor: 'A moderator', action: 'removed your post', quote: 'Asks for money', to: '/grievance' });
    expect(
      describeNotification({ ...notice, data: { action: 'SUSPEND', until: '2026-12-01T10:00:00.000Z', note: 'Spam' } })
        .action,
    ).toBe('suspended your account until 1 December 2026');
    expect(describeNotification({ ...notice, data: { action: 'WARN', note: 'Be kind' } }).action).toBe(
      'sent you a warning',
    );
  });
});

describe('describeNotification in Hindi', () => {
  const title = (notification: Notification) => {
    const { actor, action } = describeNotification(notification, HINDI_NOTIFICATION_WORDS);
    return `${actor} ${action}`;
  };

  it('puts the name first, then the action: "Asha ने आपकी पोस्ट पसंद की", "Asha और 4 अन्य ने ..."', () => {
    expect(title({ ...base, data: { count: 1 } })).toBe('Asha Sinha ने आपकी पोस्ट पसंद की');
    expect(title({ ...base, data: { count: 5 } })).toBe('Asha Sinha और 4 अन्य ने आपकी पोस्ट पसंद की');
    expect(title({ ...base, data: { count: 100_001 } })).toBe('Asha Sinha और 1,00,000 अन्य ने आपकी पोस्ट पसंद की');
    expect(title({ ...base, type: 'MESSAGE', data: { count: 3, preview: 'नमस्ते' } })).toBe('Asha Sinha ने आपको 3 संदेश भेजे');
    expect(title({ ...base, type: 'MESSAGE', data: { count: 1 } })).toBe('Asha Sinha ने आपको एक संदेश भेजा');
    expect(title({ ...base, type: 'INTEREST_RECEIVED' })).toBe('Asha Sinha ने आपको रुचि भेजी');
    expect(title({ ...base, type: 'INTEREST_ACCEPTED' })).toBe('Asha Sinha ने आपकी रुचि स्वीकार कर ली। नमस्ते कहें!');
    expect(title({ ...base, type: 'POST_COMMENT' })).toBe('Asha Sinha ने आपकी पोस्ट पर टिप्पणी की');
    expect(title({ ...base, type: 'COMMENT_REPLY' })).toBe('Asha Sinha ने आपकी टिप्पणी का जवाब दिया');
    expect(title({ ...base, actor: null })).toBe('एक सदस्य ने आपकी पोस्ट पसंद की');
  });

  it('keeps what members wrote and the links as they are', () => {
    const comment = describeNotification(
      { ...base, type: 'POST_COMMENT', data: { preview: 'Congratulations!' } },
      HINDI_NOTIFICATION_WORDS,
    );
    expect(comment).toMatchObject({ quote: 'Congratulations!', to: '/posts/post-1' });
  });

  it('moderation notices and report outcomes, with dates in hi-IN', () => {
    const notice = { ...base, type: 'MODERATION_NOTICE' as const, actor: null };
    expect(title({ ...notice, data: { action: 'SUSPEND', until: '2026-12-01T10:00:00.000Z' } })).toBe(
      'एक मॉडरेटर ने आपका खाता 1 दिसंबर 2026 तक निलंबित कर दिया',
    );
    expect(title({ ...notice, data: { action: 'REMOVE_CONTENT', targetType: 'MESSAGE' } })).toBe(
      'एक मॉडरेटर ने आपका संदेश हटा दिया',
    );
    expect(title({ ...notice, data: { action: 'BAN' } })).toBe('एक मॉडरेटर ने आपके खाते पर रोक लगा दी');
    expect(title({ ...notice, data: { action: 'WARN' } })).toBe('एक मॉडरेटर ने आपको चेतावनी भेजी');
    const resolved = { ...base, type: 'REPORT_RESOLVED' as const, actor: null };
    expect(title({ ...resolved, data: { outcome: 'ACTION_TAKEN' } })).toBe('आपकी शिकायत की जाँच हो गई: कार्रवाई की गई');
  });
});
