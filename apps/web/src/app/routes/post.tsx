import { useNavigate, useParams } from 'react-router';
import { useAuthState } from '@/features/auth/stores/auth-store';
import { PostPageScreen } from '@/features/posts/components/post-page-screen';
import { MemberSafetyMenu } from '@/features/safety/components/member-safety-menu';

/** /posts/{id}: one post with its comments. */
export function Component() {
  const { user } = useAuthState();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <PostPageScreen
      key={id}
      postId={id}
      viewer={{ id: user.id, fullName: user.fullName, image: user.image, isVerified: false }}
      // The post is gone for the member once its author is blocked: back to the feed, which no longer shows them.
      authorMenu={(author, content) => (
        <MemberSafetyMenu
          member={author}
          content={content}
          onBlocked={content.type === 'POST' ? () => void navigate('/posts', { replace: true }) : undefined}
        />
      )}
    />
  );
}
