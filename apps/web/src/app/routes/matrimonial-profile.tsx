import { ArrowLeft } from 'lucide-react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ProfilePage } from '@/features/matrimonial/components/profile-page';
import { MemberSafetyMenu } from '@/features/safety/components/member-safety-menu';
import { MATRIMONIAL_DETAILS_PATH } from '../guards/require-matrimonial-profile';
import { useLingui } from '@lingui/react/macro';

/** /matrimonial/profile/{id} and /matrimonial/search/profile?id=…: a whole marriage profile. */
export function Component() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const id = params['id'] ?? searchParams.get('id');
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useLingui();
  // Opened from a shared link, there is no page of ours to go back to.
  const openedDirectly = location.key === 'default';
  const fromSearch = location.pathname.startsWith('/matrimonial/search');
  const leave = () => (openedDirectly ? navigate(fromSearch ? '/matrimonial/search' : '/matrimonial') : navigate(-1));

  if (!id) return <Navigate to="/matrimonial/search" replace />;
  return (
    <div className="flex flex-col gap-3">
      <Button variant="ghost" size="sm" className="-ml-2 h-11 self-start text-muted-foreground" onClick={leave}>
        <ArrowLeft aria-hidden />
        {openedDirectly ? (fromSearch ? t`Search` : t`Matches`) : t`Back`}
      </Button>
      <ProfilePage
        key={id}
        id={id}
        editHref={MATRIMONIAL_DETAILS_PATH}
        safetyMenu={(member) => (
          <MemberSafetyMenu member={member} onBlocked={leave} variant="outline" orientation="vertical" />
        )}
      />
    </div>
  );
}
