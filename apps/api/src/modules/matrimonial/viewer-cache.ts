import type { ViewerRow } from './matrimonial.repository.ts';

/** How long a process reuses what it read of a member: their changes made through another process show after this. */
const REUSE_MS = 5_000;
const MAX_VIEWERS = 20_000;

/**
 * Members with a marriage profile, as every matrimonial call reads them first (traits and partner preferences). A
 * member paging through matches would otherwise pay a database round trip per page for a row that rarely changes.
 * Every change of those fields in this process forgets the member at once (`forgetMatrimonialViewer`); members without
 * a complete profile are never kept, so completing one takes effect at once everywhere.
 */
class ViewerCache {
  private readonly entries = new Map<string, { viewer: ViewerRow; expiresAt: number }>();

  get(userId: string, now = Date.now()): ViewerRow | undefined {
    const entry = this.entries.get(userId);
    if (entry && entry.expiresAt > now) return entry.viewer;
    if (entry) this.entries.delete(userId);
    return undefined;
  }

  set(viewer: ViewerRow, now = Date.now()): void {
    if (!viewer.isMatrimonialProfile) return;
    if (this.entries.size >= MAX_VIEWERS) this.entries.clear();
    this.entries.set(viewer.id, { viewer, expiresAt: now + REUSE_MS });
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }
}

export const viewerCache = new ViewerCache();
