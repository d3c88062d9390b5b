import { useAuthState } from '@/features/auth/stores/auth-store';
import { PostsScreen } from '@/features/posts/components/posts-screen';
import { MemberSafetyMenu } from '@/features/safety/components/member-safety-menu';

/** /posts: the feed, as the logged-in member (the guards make sure there is one). */
export function Component() {
  const { user } = useAuthState();
  if (!user) return null;
  return (
    <PostsScreen
      viewer={{ id: user.id, fullName: user.fullName, image: user.image, isVerified: false }}
      // After a block the feed refetches without the member's posts (the block's own invalidation).
      authorMenu={(author, content) => <MemberSafetyMenu member={author} content={content} />}
    />
  );
}
