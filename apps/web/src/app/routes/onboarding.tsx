import { LogOut } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { authStore, useAuthState } from '@/features/auth/stores/auth-store';
import { OnboardingFlow } from '@/features/users/components/onboarding-flow';
import { useSignOut } from '../layouts/use-sign-out';
import { Trans, useLingui } from '@lingui/react/macro';

/** Outside the home layout: nothing else to do until the profile basics are in. */
export function Component() {
  const { user } = useAuthState();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { t } = useLingui();

  if (user?.onBoardingCompleted) return <Navigate to="/" replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 items-center justify-between border-b border-border bg-card/80 px-4 backdrop-blur sm:px-6">
        <Logo markClassName="size-9" />
        <Button variant="ghost" size="sm" onClick={signOut} className="h-11 text-muted-foreground">
          <LogOut aria-hidden className="size-4!" />
          <Trans>Log out</Trans>
        </Button>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:pt-10">
        <div className="w-full max-w-lg rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <OnboardingFlow
            defaultFullName={user?.fullName}
            onCompleted={(updated) => {
              authStore.setUser(updated);
              toast({ title: t`Welcome to Samaj`, description: t`Your profile is ready.` });
              navigate('/', { replace: true });
            }}
          />
        </div>
      </main>
    </div>
  );
}
