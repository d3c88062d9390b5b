import { offsetOf } from '@samaj/shared';
import type { LikeResult, Post, PostList, PostListQuery } from '@samaj/shared/posts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { changed, postTotal } from '../caches.ts';
import { UnusedMedia, type MediaStore } from '../media/index.ts';
import type { Notifier } from '../notifications/index.ts';
import type { PostForm } from './post-form.ts';
import { toPost } from './posts.mapper.ts';
import { PostsRepository, type PostRow, type PostValues } from './posts.repository.ts';

const postNotFound = () => notFound('Post not found');

const pageWindow = (query: PostListQuery) => ({ limit: query.limit, offset: offsetOf(query.page, query.limit) });

/** What a post must have once created or edited: some text or a photo, and a link for a link card's extras. */
function checkPostShape(post: Pick<PostValues, 'content' | 'image' | 'metaUrl' | 'metaCaption' | 'metaImage'>) {
  if (!post.content && !post.image) {
    const message = 'Write something or add a photo';
    throw badRequest(message, [{ path: 'content', message }]);
  }
  if (!post.metaUrl && (post.metaCaption || post.metaImage)) {
    const message = 'Add the link that the caption and link image describe';
    throw badRequest(message, [{ path: 'metaUrl', message }]);
  }
}

export class PostsService {
  private readonly repository: PostsRepository;
  private readonly media: MediaStore;
  private readonly unusedMedia: UnusedMedia;
  private readonly notifier: Notifier;

  constructor(db: Db, media: MediaStore, notifier: Notifier) {
    this.repository = new PostsRepository(db);
    this.media = media;
    this.unusedMedia = new UnusedMedia(db, media);
    this.notifier = notifier;
  }

  /** Everyone's posts, newest first, without those of members blocked either way. */
  async feed(viewerId: string, query: PostListQuery): Promise<PostList> {
    const [rows, all] = await Promise.all([
      this.repository.feedPage(viewerId, pageWindow(query)),
      postTotal(() => this.repository.countAll()),
    ]);
    const hidden = rows[0]?.hidden ?? (await this.repository.countHiddenFromFeed(viewerId));
    return { rows: rows.map(toPost), count: Math.max(0, all - hidden) };
  }

  async authored(viewerId: string, query: PostListQuery): Promise<PostList> {
    const rows = await this.repository.authoredPage(viewerId, pageWindow(query));
    const count = rows[0]?.total ?? (await this.repository.countAuthored(viewerId));
    return { rows: rows.map(toPost), count };
  }

  async liked(viewerId: string, query: PostListQuery): Promise<PostList> {
    const rows = await this.repository.likedPage(viewerId, pageWindow(query));
    const count = rows[0]?.total ?? (await this.repository.countLiked(viewerId));
    return { rows: rows.map(toPost), count };
  }

  async get(viewerId: string, postId: string): Promise<Post> {
    const row = await this.repository.findVisible(postId, viewerId);
    if (!row) throw postNotFound();
    return toPost(row);
  }

  /** Stores the photos first (they are checked by content), then the post; a failure leaves no file behind. */
  async create(viewerId: string, { fields, files }: PostForm): Promise<Post> {
    const values: PostValues = {
      content: fields.content ?? '',
      image: files.image ? 'pending' : null,
      metaUrl: fields.metaUrl ?? null,
      metaCaption: fields.metaCaption ?? null,
      metaImage: files.metaImage ? 'pending' : (fields.metaImage ?? null),
      socialMediaLinks: fields.socialMediaLinks ?? [],
    };
    checkPostShape(values);
    return this.withStoredImages(files, async (stored) => {
      const id = await this.repository.insert(viewerId, { ...values, ...stored });
      changed({ type: 'post-created' });
      return this.get(viewerId, id);
    });
  }

  /** Fields left out of the form stay as they are; only the author may edit (403 for anyone else who sees it). */
  async update(viewerId: string, postId: string, { fields, files }: PostForm): Promise<Post> {
    const current = await this.ownPost(viewerId, postId, 'Only the author can edit this post');
    if (current.removedAt) throw forbidden('A moderator removed this post');
    const changes: Partial<PostValues> = {};
    if (fields.content !== undefined) changes.content = fields.content;
    if (fields.metaUrl !== undefined) changes.metaUrl = fields.metaUrl;
    if (fields.metaCaption !== undefined) changes.metaCaption = fields.metaCaption;
    if (fields.metaImage !== undefined) changes.metaImage = fields.metaImage;
    if (fields.socialMediaLinks !== undefined) changes.socialMediaLinks = fields.socialMediaLinks;
    if (fields.image === '') changes.image = null;
    checkPostShape({
      ...current,
      ...changes,
      ...(files.image ? { image: 'pending' } : {}),
      ...(files.metaImage ? { metaImage: 'pending' } : {}),
    });

    const unused = await this.withStoredImages(files, async (stored) => {
      const replaced = await this.repository.update(postId, viewerId, { ...changes, ...stored });
      if (!replaced) throw postNotFound();
      return replaced;
    });
    await this.unusedMedia.remove(unused);
    return this.get(viewerId, postId);
  }

  /** The post goes with its comments and likes (cascade), then its photos unless anything else still uses them. */
  async delete(viewerId: string, postId: string): Promise<void> {
    await this.ownPost(viewerId, postId, 'Only the author can delete this post');
    const images = await this.repository.delete(postId, viewerId);
    if (!images) throw postNotFound();
    changed({ type: 'post-deleted' });
    await this.unusedMedia.remove(images);
  }

  /** A like (not taking it back) tells the post's author, without waiting for it. */
  async toggleLike(viewerId: string, postId: string): Promise<LikeResult> {
    const result = await this.repository.toggleLike(postId, viewerId);
    if (!result) throw postNotFound();
    if (result.liked) void this.notifier.postLike({ actorId: viewerId, postId });
    return result;
  }

  private async ownPost(viewerId: string, postId: string, refusal: string): Promise<PostRow> {
    const post = await this.repository.findVisible(postId, viewerId);
    if (!post) throw postNotFound();
    if (post.userId !== viewerId) throw forbidden(refusal);
    return post;
  }

  /**
   * Saves the uploaded photos, then runs `write` with their paths. If saving a second photo or the write fails, the
   * files saved for this request are removed again (unless something else already used the same picture).
   */
  private async withStoredImages<T>(
    files: PostForm['files'],
    write: (stored: Partial<Pick<PostValues, 'image' | 'metaImage'>>) => Promise<T>,
  ): Promise<T> {
    const stored: Partial<Pick<PostValues, 'image' | 'metaImage'>> = {};
    try {
      if (files.image) stored.image = await this.media.saveImage(files.image);
      if (files.metaImage) stored.metaImage = await this.media.saveImage(files.metaImage);
      return await write(stored);
    } catch (error) {
      await this.unusedMedia.remove([stored.image, stored.metaImage]);
      throw error;
    }
  }
}
