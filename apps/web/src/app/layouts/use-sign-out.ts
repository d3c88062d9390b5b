import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '@/features/auth/api/logout';
import { authStore } from '@/features/auth/stores/auth-store';
import { lastPage } from '../guards/origin';

/** Ends the session on the server (best effort) and here, then shows the login page. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const { refreshToken } = authStore.getState();
    if (refreshToken) void logout(refreshToken).catch(() => undefined);
    lastPage.forget();
    authStore.logout();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
