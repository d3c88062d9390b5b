import type { Post } from '@samaj/shared/posts';
import { PROFILE_COMPLETION_FIELDS, type ProfileCompletion, type ProfileCompletionField } from '@samaj/shared/profile';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { MediaStore } from '../media/index.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { type ChatDeps, ChatService } from '../chat/index.ts';
import { notifierOf } from '../notifications/index.ts';
import { PostsService } from '../posts/index.ts';
import { UsersRepository } from '../users/index.ts';

/** How many of the newest posts the home page shows. */
export const DASHBOARD_POSTS_LIMIT = 3;

const isFilled: Record<ProfileCompletionField, (user: UserRow) => boolean> = {
  image: (user) => Boolean(user.image),
  fullName: (user) => Boolean(user.fullName),
  dateOfBirth: (user) => Boolean(user.dateOfBirth),
  gender: (user) => Boolean(user.gender),
  currentLocation: (user) => Boolean(user.state && user.city),
  bioData: (user) => Boolean(user.bioData),
  languages: (user) => user.languages.length > 0,
  educationDegree: (user) => Boolean(user.educationDegree),
  profession: (user) => Boolean(user.profession),
  currentJobRole: (user) => Boolean(user.currentJobRole),
  skills: (user) => user.skills.length > 0,
  canHelpOut: (user) => user.canHelpOut.length > 0,
  canSeekHelp: (user) => user.canSeekHelp.length > 0,
  industries: (user) => user.industries.length > 0,
};

/** The home page's summaries of the member's own data. */
export class DashboardService {
  private readonly users: UsersRepository;
  private readonly chat: ChatService;
  private readonly posts: PostsService;
  /** `deps` is the Fastify instance. */
  constructor(deps: ChatDeps & { db: Db; media: MediaStore; realtime: Realtime; log: FastifyBaseLogger }) {
    this.users = new UsersRepository(deps.db);
    this.chat = new ChatService(deps);
    this.posts = new PostsService(deps.db, deps.media, notifierOf(deps));
  }

  /** The newest posts of the feed (as the feed shows them to this member: blocks apply, likes are theirs). */
  async recentPosts(userId: string): Promise<Post[]> {
    return (await this.posts.feed(userId, { page: 1, limit: DASHBOARD_POSTS_LIMIT })).rows;
  }

  /** The member's latest chats (up to 5). */
  recentChats(userId: string) {
    return this.chat.recentChats(userId);
  }

  /** The weights of PROFILE_COMPLETION_FIELDS of the filled fields, and the names of the others in list order. */
  async profileCompletion(userId: string): Promise<ProfileCompletion> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound('Member not found');
    let completion = 0;
    const inCompleteFields: ProfileCompletionField[] = [];
    for (const { field, weight } of PROFILE_COMPLETION_FIELDS) {
      if (isFilled[field](user)) completion += weight;
      else inCompleteFields.push(field);
    }
    return { profileCompletion: completion, inCompleteFields };
  }
}
