import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import type { WindowCounters } from '../../lib/window-counters.ts';
import type { MediaStore } from '../media/media-store.ts';
import { keyOfPath } from '../media/storage.ts';
import { toCommunityDetails } from '../users/users.mapper.ts';
import { deviceName } from './device.ts';
import { jsonDocument, mapRows, type Section } from './export-document.ts';
import { ExportRepository } from './export.repository.ts';
import { MarriageActivityExport, marriageActivitySections } from './marriage-activity-export.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const EXPORTS_PER_DAY = 3;

/** "Download my data": a ZIP streamed as it is written, with data.json and the member's photos under media/. */
export class ExportService {
  private readonly repository: ExportRepository;
  private readonly marriageActivity: MarriageActivityExport;
  private readonly media: MediaStore;
  private readonly counters: WindowCounters;

  constructor(deps: { db: Db; media: MediaStore; counters: WindowCounters }) {
    this.repository = new ExportRepository(deps.db);
    this.marriageActivity = new MarriageActivityExport(deps.db, this.repository);
    this.media = deps.media;
    this.counters = deps.counters;
  }

  /** Counts one export of the member's 3 a day, or refuses with 429. */
  async allow(userId: string): Promise<void> {
    const subject = `account-export:${userId}`;
    const count = await this.counters.read(subject, 'member');
    if (count.total >= EXPORTS_PER_DAY) {
      const seconds = Math.max(1, Math.ceil(count.retryAfterMs / 1000));
      throw tooManyRequests(`You can download your data ${EXPORTS_PER_DAY} times a day. Try again later.`, seconds);
    }
    await this.counters.add(subject, 'member', DAY_MS);
  }

  /** The ZIP's bytes; photos are added once data.json (which names them) has been written. */
  async zip(userId: string): Promise<Readable> {
    const photos = new Set<string>();
    /** A stored photo as data.json names it: its place in the ZIP. */
    const photo = (path: string | null | undefined) => {
      const key = path ? keyOfPath(path) : undefined;
      if (!path || !key) return path ?? null;
      photos.add(path);
      return `media/${key.name}`;
    };

    const zip = new ZipFile();
    const document = Readable.from(jsonDocument(await this.sections(userId, photo)));
    zip.addReadStreamLazy('data.json', (callback) => callback(null, document));
    const output = new PassThrough();
    document.once('end', () => {
      // Each photo with the smaller copies made of it at upload (data.json names the photo).
      this.addPhotos(zip, photos).then(
        () => zip.end(),
        (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    });
    zip.outputStream.pipe(output);
    // A failed read (the database went away) ends the download as broken rather than as a truncated ZIP.
    document.once('error', (error) => output.destroy(error));
    zip.on('error', (error: Error) => output.destroy(error));
    return output;
  }

  private async addPhotos(zip: ZipFile, photos: Set<string>): Promise<void> {
    for (const path of photos) {
      for (const key of await this.media.filesOf(path)) {
        zip.addReadStreamLazy(`media/${key.name}`, { compress: false }, (callback) => {
          this.media.storage.read(key).then(
            (file) => callback(null, file?.body ?? Readable.from([])),
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), Readable.from([])),
          );
        });
      }
    }
  }

  private async sections(
    userId: string,
    photo: (path: string | null | undefined) => string | null,
  ): Promise<Section[]> {
    const { user, matrimonial, preferences } = await this.repository.account(userId);
    if (!user) return [['exportedAt', new Date()]];
    const repository = this.repository;
    return [
      ['exportedAt', new Date()],
      [
        'account',
        {
          id: user.id,
          phoneNumber: user.phoneNumber,
          role: user.role,
          status: user.status,
          isVerified: user.isVerified,
          showPhoneNumberToMembers: user.isPhoneNumberPublic,
          showOnline: user.showOnline,
          showProfilePhotoTo: user.avatarVisibility,
          language: user.language,
          createdAt: user.createdAt,
          updatedAt: user.updatedAt,
          passwordChangedAt: user.passwordChangedAt,
        },
      ],
      [
        'consent',
        user.acceptedTermsVersion
          ? { termsVersion: user.acceptedTermsVersion, acceptedAt: user.termsAcceptedAt }
          : null,
      ],
      [
        'personalDetails',
        {
          fullName: user.fullName,
          photo: photo(user.image),
          email: user.email,
          dateOfBirth: user.dateOfBirth,
          gender: user.gender,
          state: user.state,
          city: user.city,
          locality: user.locality,
          languages: user.languages,
          bio: user.bioData,
        },
      ],
      ['communityDetails', toCommunityDetails(user)],
      [
        'matrimonialProfile',
        matrimonial ? { ...omitUserId(matrimonial), images: matrimonial.images.map(photo) } : null,
      ],
      ['partnerPreferences', preferences ? omitUserId(preferences) : null],
      [
        'posts',
        mapRows(repository.posts(userId), (post) => ({
          id: post.id,
          text: post.content,
          photo: photo(post.image),
          linkUrl: post.metaUrl,
          linkCaption: post.metaCaption,
          linkImage: photo(post.metaImage),
          socialMediaLinks: post.socialMediaLinks,
          likes: post.likesCount,
          comments: post.commentsCount,
          createdAt: post.createdAt,
          updatedAt: post.updatedAt,
        })),
      ],
      [
        'comments',
        mapRows(repository.comments(userId), (comment) => ({
          id: comment.id,
          postId: comment.postId,
          replyToCommentId: comment.parentId,
          text: comment.content,
          createdAt: comment.createdAt,
          updatedAt: comment.updatedAt,
        })),
      ],
      [
        'likedPosts',
        mapRows(repository.likedPosts(userId), (like) => ({ postId: like.postId, likedAt: like.createdAt })),
      ],
      [
        'likedComments',
        mapRows(repository.likedComments(userId), (like) => ({ commentId: like.commentId, likedAt: like.createdAt })),
      ],
      [
        'messages',
        mapRows(repository.messages(userId), (message) => ({
          chatId: message.chatId,
          direction: message.senderId === userId ? 'sent' : 'received',
          with: message.with,
          text: message.content,
          sentAt: message.createdAt,
          readAt: message.readAt,
        })),
      ],
      [
        'interests',
        mapRows(repository.interests(userId), (interest) => ({
          direction: interest.senderId === userId ? 'sent' : 'received',
          with: interest.with,
          message: interest.message,
          status: interest.status,
          createdAt: interest.createdAt,
          updatedAt: interest.updatedAt,
        })),
      ],
      ...marriageActivitySections(this.marriageActivity, userId),
      [
        'photoRequests',
        mapRows(repository.photoRequests(userId), (request) => ({
          direction: request.requesterId === userId ? 'made' : 'received',
          with: request.with,
          status: request.status,
          createdAt: request.createdAt,
          respondedAt: request.respondedAt,
        })),
      ],
      [
        'blocks',
        mapRows(repository.blocks(userId), (block) => ({
          member: block.member,
          reason: block.reason,
          blockedAt: block.createdAt,
        })),
      ],
      [
        'shortlist',
        mapRows(repository.shortlist(userId), (entry) => ({
          member: entry.member,
          list: entry.list,
          addedAt: entry.createdAt,
        })),
      ],
      [
        'notInterested',
        mapRows(repository.notInterested(userId), (entry) => ({ member: entry.member, addedAt: entry.createdAt })),
      ],
      ['reportsMade', repository.reportsMade(userId)],
      [
        'notifications',
        mapRows(repository.notifications(userId), (notification) => ({
          type: notification.type,
          from: notification.from,
          about: notification.entityId,
          details: notification.data,
          readAt: notification.readAt,
          createdAt: notification.createdAt,
        })),
      ],
      [
        'sessions',
        mapRows(repository.sessions(userId), (session) => ({
          device: deviceName(session.userAgent),
          userAgent: session.userAgent,
          ip: session.ip,
          createdAt: session.createdAt,
          lastUsedAt: session.lastUsedAt,
          endedAt: session.revokedAt,
        })),
      ],
      ['loginAddresses', await repository.loginAddresses(userId)],
    ];
  }
}

function omitUserId<T extends { userId: string }>(row: T): Omit<T, 'userId'> {
  const { userId: _userId, ...rest } = row;
  return rest;
}
