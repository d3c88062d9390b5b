import { useParams } from 'react-router';
import { useAuthState } from '@/features/auth/stores/auth-store';
import { PostPageScreen } from '@/features/posts/components/post-page-screen';

/** /posts/{id}: one post with its comments. */
export function Component() {
  const { user } = useAuthState();
  const { id = '' } = useParams();
  if (!user) return null;
  return <PostPageScreen key={id} postId={id} viewer={{ id: user.id, fullName: user.fullName, image: user.image }} />;
}
