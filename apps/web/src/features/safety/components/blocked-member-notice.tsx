import { Link } from 'react-router';

/** What a conversation says once its member is blocked: the history stays, and where to undo the block. */
export function BlockedMemberNotice({ name }: { name: string | null }) {
  return (
    <>
      You blocked {name || 'this member'}, so you cannot message each other. To write again, unblock them in{' '}
      <Link to="/settings" className="font-semibold text-primary underline-offset-4 hover:underline">
        Settings
      </Link>
      .
    </>
  );
}
