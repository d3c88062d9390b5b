import { ArrowLeft } from 'lucide-react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthState } from '@/features/auth/stores/auth-store';
import { MemberSafetyActions } from '@/features/safety/components/member-safety-actions';
import { MemberProfile } from '@/features/users/components/member-profile';
import { useLingui } from '@lingui/react/macro';

/** /profile/{id}: another member's profile (the member's own id shows it as others see it). */
export function Component() {
  const { id } = useParams();
  const { user } = useAuthState();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useLingui();
  if (!id) return <Navigate to="/profile" replace />;
  // Opened from a shared link, there is no page of ours to go back to.
  const openedDirectly = location.key === 'default';

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2 h-11 self-start text-muted-foreground"
        onClick={() => (openedDirectly ? navigate('/') : navigate(-1))}
      >
        <ArrowLeft aria-hidden />
        {openedDirectly ? t`Home` : t`Back`}
      </Button>
      <MemberProfile
        key={id}
        id={id}
        isOwnProfile={id === user?.id}
        actions={(member) => (
          <MemberSafetyActions
            member={{ id: member.id, fullName: member.fullName || t`this member` }}
            onBlocked={() => (openedDirectly ? navigate('/') : navigate(-1))}
          />
        )}
      />
    </div>
  );
}
