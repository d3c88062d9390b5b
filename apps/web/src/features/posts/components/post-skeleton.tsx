import { Card } from '@/components/ui/card';
import { PersonSkeleton, Skeleton } from '@/components/ui/skeleton';

/** The shape of a post card while it loads. */
export function PostSkeleton({ withImage = false }: { withImage?: boolean }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-3 px-4 pt-4">
        <PersonSkeleton name="w-36" detail="w-20" />
      </div>
      <div className="flex flex-col gap-2 px-4 pt-4">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      {withImage ? <Skeleton className="mt-3 aspect-[4/3] w-full rounded-none" /> : null}
      <div className="mt-3 flex gap-3 border-t border-border px-4 py-3">
        <Skeleton className="h-6 w-14" />
        <Skeleton className="h-6 w-14" />
        <Skeleton className="ml-auto h-6 w-16" />
      </div>
    </Card>
  );
}
