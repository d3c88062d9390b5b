import { useNavigate } from 'react-router';
import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';

export function Component() {
  const navigate = useNavigate();
  return <ForgotPasswordFlow onReset={() => navigate('/login', { replace: true })} />;
}
