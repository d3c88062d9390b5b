import type { Notification } from './notifications.ts';
import { describe, expect, it } from 'vitest';
import { describeNotification } from './notification-text.ts';

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
