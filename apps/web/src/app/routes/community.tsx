import { CommunityHome } from '@/features/community/components/community-home';

export function Component() {
  return <CommunityHome />;
}
