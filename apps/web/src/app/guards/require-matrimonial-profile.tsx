import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Link, Outlet, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthState } from '@/features/auth/stores/auth-store';
import { userKeys } from '@/lib/users-api';
import { Trans } from '@lingui/react/macro';

export const MATRIMONIAL_DETAILS_PATH = '/profile?page=matrimonialdetails';

/**
 * Every /matrimonial* page: without a marriage profile, a blocking dialog titled 'Complete Your Profile'
 * whose button leads to the profile's Matrimonial details tab. The page behind it is not loaded.
 */
export function RequireMatrimonialProfile() {
  const { user } = useAuthState();
  const queryClient = useQueryClient();
  const complete = user?.isMatrimonialProfile ?? false;

  // The flag may have changed on another device: ask the server once more before blocking.
  useEffect(() => {
    if (!complete) void queryClient.invalidateQueries({ queryKey: userKeys.me() });
  }, [complete, queryClient]);

  if (complete) return <Outlet />;
  return <CompleteProfileDialog />;
}

function CompleteProfileDialog() {
  const navigate = useNavigate();
  return (
    <>
      <div className="flex flex-col gap-4" aria-hidden>
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="aspect-square w-full" />
      </div>
      <Dialog open onOpenChange={() => {}}>
        <DialogContent
          showClose={false}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <span className="grid size-12 place-items-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
            <Heart className="size-6" aria-hidden />
          </span>
          <DialogHeader>
            <DialogTitle>
              <Trans>Complete Your Profile</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Your matrimonial profile is not completed. Please complete your Matrimonial profile section to proceed.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" asChild>
              <Link to="/">
                <Trans>Not now</Trans>
              </Link>
            </Button>
            <Button onClick={() => navigate(MATRIMONIAL_DETAILS_PATH)}>
              <Trans>Complete Profile</Trans>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
