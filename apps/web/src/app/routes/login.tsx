import { LoginForm } from '@/features/auth/components/login-form';

export function Component() {
  return (
    <div className="flex flex-col gap-7">
      <div className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight">Welcome back</h1>
        <p className="text-base text-muted-foreground">Log in to stay close to your community.</p>
      </div>
      <LoginForm />
    </div>
  );
}
