import type { Post } from '@samaj/shared/posts';
import { describe, expect, it } from 'vitest';
import { hostOf, linkify } from './linkify';
import { nextPageAfter, prependToPages, toggledLike } from './post-cache';
import { createPostForm, draftProblems, emptyDraft, updatePostForm } from './post-form';
import { timeAgo } from './time-ago';

const post: Post = {
  id: 'p1',
  userId: 'u1',
  author: { id: 'u1', fullName: 'Asha Sinha', image: null, isVerified: false },
  content: 'Hello',
  image: '/media/a.webp',
  metaImage: null,
  metaCaption: 'Caption',
  metaUrl: 'https://example.org',
  socialMediaLinks: ['https://instagram.com/samaj'],
  isLiked: 0,
  likesCount: 3,
  commentsCount: 0,
  removedByModerators: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('linkify', () => {
  it('turns http(s) links into parts and leaves everything else as text', () => {
    expect(linkify('See https://example.org/a?b=1, and <b>this</b> javascript:alert(1).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { kind: 'text', text: ', and <b>this</b> javascript:alert(1).' },
    ]);
    expect(linkify('(http://a.example/x).')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'http://a.example/x', href: 'http://a.example/x' },
      { kind: 'text', text: ').' },
    ]);
    expect(linkify('no links')).toEqual([{ kind: 'text', text: 'no links' }]);
    expect(hostOf('https://www.instagram.com/samaj')).toBe('instagram.com');
  });
});

describe('list rules', () => {
  it('has a next page while fewer are loaded than the total', () => {
    const page = (rows: number, count: number) => ({ rows: Array(rows).fill({}), count });
    expect(nextPageAfter(page(8, 20), [page(8, 20)])).toBe(2);
    expect(nextPageAfter(page(4, 20), [page(8, 20), page(8, 20), page(4, 20)])).toBeUndefined();
    expect(nextPageAfter(page(0, 20), [page(8, 20), page(0, 20)])).toBeUndefined();
  });

  it('toggles a like: 1 → 0 and one fewer, else 1 and one more', () => {
    expect(toggledLike({ isLiked: 0 as const, likesCount: 3 })).toEqual({ isLiked: 1, likesCount: 4 });
    expect(toggledLike({ isLiked: 1 as const, likesCount: 4 })).toEqual({ isLiked: 0, likesCount: 3 });
  });

  it('adds new items at the front of the first page', () => {
    const data = {
      pageParams: [1, 2],
      pages: [
        { rows: [{ id: 'b' }], count: 2 },
        { rows: [{ id: 'c' }], count: 2 },
      ],
    };
    expect(prependToPages(data, { id: 'a' })).toEqual({
      pageParams: [1, 2],
      pages: [
        { rows: [{ id: 'a' }, { id: 'b' }], count: 3 },
        { rows: [{ id: 'c' }], count: 3 },
      ],
    });
  });
});

describe('post drafts', () => {
  it('asks for text or a photo, http(s) links and a link before its caption', () => {
    expect(draftProblems(emptyDraft())).toEqual({ content: 'Write something or add a photo' });
    expect(draftProblems({ ...emptyDraft(), content: 'x'.repeat(5001) }).content).toMatch(/at most 5000/);
    expect(draftProblems({ ...emptyDraft(), content: 'Hi', metaUrl: 'ftp://x' }).metaUrl).toMatch(/https?/);
    expect(draftProblems({ ...emptyDraft(), content: 'Hi', metaCaption: 'A' }).metaCaption).toBe('Add the link first');
    expect(draftProblems({ ...emptyDraft(), removeImage: false }, { keepsPhoto: true })).toEqual({});
    expect(draftProblems({ ...emptyDraft(), content: 'Hi', metaUrl: 'https://a.example' })).toEqual({});
  });

  it('sends only what is filled on create, and only what changed on edit', () => {
    const created = createPostForm({ ...emptyDraft(), content: 'Hi', socialMediaLinks: ['https://x.example'] });
    expect([...created.keys()]).toEqual(['content', 'socialMediaLinks']);
    expect(created.get('socialMediaLinks')).toBe('["https://x.example"]');
    const picture = new File(['x'], 'mela.png', { type: 'image/png' });
    const withPicture = createPostForm({
      ...emptyDraft(),
      content: 'Hi',
      metaUrl: 'https://a.example',
      metaImage: picture,
    });
    expect(withPicture.get('metaImage')).toBeInstanceOf(File);
    // A picture without its link is not sent.
    expect(createPostForm({ ...emptyDraft(), content: 'Hi', metaImage: picture }).has('metaImage')).toBe(false);

    const unchanged = updatePostForm(post, {
      content: 'Hello',
      image: null,
      removeImage: false,
      metaUrl: 'https://example.org',
      metaCaption: 'Caption',
      metaImage: null,
      socialMediaLinks: ['https://instagram.com/samaj'],
    });
    expect([...unchanged.keys()]).toEqual([]);
    const edited = updatePostForm(post, {
      content: 'Hello again',
      image: null,
      removeImage: true,
      metaUrl: '',
      metaCaption: '',
      metaImage: null,
      socialMediaLinks: [],
    });
    expect(Object.fromEntries(edited.entries())).toEqual({
      content: 'Hello again',
      metaUrl: '',
      metaCaption: '',
      socialMediaLinks: '[]',
      image: '',
    });
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('reads like a person would say it', () => {
    expect(timeAgo('2026-11-22T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-11-22T11:55:00Z', now)).toMatch(/^5 min/);
    expect(timeAgo('2026-11-22T09:00:00Z', now)).toMatch(/^3 hr/);
    expect(timeAgo('2026-11-21T10:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-02T10:00:00Z', now)).toBe('2 Nov');
    expect(timeAgo('2025-01-03T10:00:00Z', now)).toBe('3 Jan 2025');
  });
});
