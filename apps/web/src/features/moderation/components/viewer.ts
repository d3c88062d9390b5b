import type { Role } from '@samaj/shared/moderation';

/** Who is using the console: admins may change roles, and no one acts on themselves. */
export interface Viewer {
  id: string;
  role: Role;
}
