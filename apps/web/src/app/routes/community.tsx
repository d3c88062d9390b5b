import { CommunityHome } from '@/features/community/components/community-home';
import { MemberSafetyMenu } from '@/features/safety/components/member-safety-menu';

export function Component() {
  return <CommunityHome memberMenu={(member) => <MemberSafetyMenu member={member} />} />;
}
