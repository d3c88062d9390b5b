import { SignupFlow } from '@/features/auth/components/signup-flow';

export function Component() {
  return <SignupFlow />;
}
