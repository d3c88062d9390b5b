import { resultSnapshots } from '../../lib/result-snapshots.ts';
import { viewerCache } from './viewer-cache.ts';

export { MatrimonialDetailsService, type MemberChanges } from './details.service.ts';
export { InterestsRepository } from './interests.repository.ts';
export { readMatrimonialImages } from './uploads.ts';

/** After a block or an unblock: the two members' recent recommendation and search results are worked out again. */
export function forgetResults(...userIds: string[]): void {
  resultSnapshots.forget(...userIds);
}

/** After a change of a member's education or profession (traits their partner preferences are judged against). */
export function forgetMatrimonialViewer(userId: string): void {
  viewerCache.forget(userId);
}
