import { LoginForm } from '@/features/auth/components/login-form';
import { Trans } from '@lingui/react/macro';

export function Component() {
  return (
    <div className="flex flex-col gap-7">
      <div className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Welcome back</Trans>
        </h1>
        <p className="text-base text-muted-foreground">
          <Trans>Log in to stay close to your community.</Trans>
        </p>
      </div>
      <LoginForm />
    </div>
  );
}
