import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

/** What a conversation says once its member is blocked: the history stays, and where to undo the block. */
export function BlockedMemberNotice({ name }: { name: string | null }) {
  const settings = (
    <Link to="/settings" className="font-semibold text-primary underline-offset-4 hover:underline">
      <Trans>Settings</Trans>
    </Link>
  );
  return name ? (
    <Trans>
      You blocked {name}, so you cannot message each other. To write again, unblock them in {settings}.
    </Trans>
  ) : (
    <Trans>
      You blocked this member, so you cannot message each other. To write again, unblock them in {settings}.
    </Trans>
  );
}
