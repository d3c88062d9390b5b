import { useLingui } from '@lingui/react/macro';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The profile page's shape while it loads: header, tabs, one section. */
export function ProfileSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your profile`} className="flex flex-col gap-5">
      <Card className="overflow-hidden">
        <Skeleton className="h-20 rounded-none" />
        <div className="-mt-12 flex flex-col items-center gap-3 px-5 pb-5">
          <Skeleton className="size-24 rounded-full ring-4 ring-card" />
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-5 w-36" />
        </div>
      </Card>
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
