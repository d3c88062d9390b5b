import { MemberListPage } from '@/features/community/components/member-list-page';
import { MemberSafetyMenu } from '@/features/safety/components/member-safety-menu';

export function Component() {
  // After a block the list refetches without the member (the block's own invalidation).
  return <MemberListPage type="helpers" memberMenu={(member) => <MemberSafetyMenu member={member} />} />;
}
