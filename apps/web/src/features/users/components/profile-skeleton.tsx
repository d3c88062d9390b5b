import { useLingui } from '@lingui/react/macro';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The profile header's shape: cover, photo, name and one line; `withAction`: a button under them. */
function ProfileHeaderSkeleton({ withAction = false }: { withAction?: boolean }) {
  return (
    <Card className="overflow-hidden">
      <Skeleton className="h-20 rounded-none" />
      <div className="-mt-12 flex flex-col items-center gap-3 px-5 pb-5">
        <Skeleton className="size-24 rounded-full ring-4 ring-card" />
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-5 w-36" />
        {withAction ? <Skeleton className="h-11 w-full max-w-xs" /> : null}
      </div>
    </Card>
  );
}

/** My profile page's shape while it loads: header, tabs, one section of the form. */
export function ProfileSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your profile`} className="flex flex-col gap-5">
      <ProfileHeaderSkeleton />
      <Skeleton className="h-13 w-full rounded-2xl" />
      <Card className="flex flex-col gap-6 p-5">
        <div className="flex items-center gap-3">
          <Skeleton className="size-10" />
          <Skeleton className="h-6 w-40" />
        </div>
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-12 w-full" />
          </div>
        ))}
      </Card>
    </div>
  );
}

/** Another member's profile page while it loads: header with its button, then two sections. */
export function MemberProfileSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the profile`} className="flex flex-col gap-4">
      <ProfileHeaderSkeleton withAction />
      {[0, 1].map((card) => (
        <Card key={card} className="flex flex-col gap-3 p-5">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </Card>
      ))}
    </div>
  );
}
