import { useAuthState } from '@/features/auth/stores/auth-store';
import { ModerationConsole } from '@/features/moderation/components/moderation-console';

export function Component() {
  const { user } = useAuthState();
  if (!user) return null;
  return <ModerationConsole viewer={{ id: user.id, role: user.role }} />;
}
