import { MemberListPage } from '@/features/community/components/member-list-page';

export function Component() {
  return <MemberListPage type="helpers" />;
}
