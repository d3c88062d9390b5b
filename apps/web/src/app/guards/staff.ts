import type { Role } from '@samaj/shared/auth';

/** Moderators and admins: they see the console and its link. */
export function isStaff(role: Role | null | undefined): boolean {
  return role === 'MODERATOR' || role === 'ADMIN';
}
