import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Author } from '@samaj/shared/posts';
import { Avatar } from '@/components/ui/avatar';

/** A member as the console names them: photo, name and a line under it. */
export function MemberLine({ member, detail }: { member: Author | null; detail?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar src={member?.image ?? null} name={member?.fullName ?? null} size="sm" />
      <div className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-semibold">{member?.fullName ?? t`A former member`}</span>
        {detail ? <span className="truncate text-xs text-muted-foreground">{detail}</span> : null}
      </div>
    </div>
  );
}
