import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '@/features/auth/api/logout';
import { authStore } from '@/features/auth/stores/auth-store';
import { lastPage } from '../guards/origin';

/** Forgets the session here (store, local storage, cached data) and shows the login page. */
export function useEndLocalSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    lastPage.forget();
    authStore.logout();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}

/** Ends the session on the server (best effort) and here, then shows the login page. */
export function useSignOut() {
  const endLocalSession = useEndLocalSession();
  return useCallback(() => {
    const { refreshToken } = authStore.getState();
    if (refreshToken) void logout(refreshToken).catch(() => undefined);
    endLocalSession();
  }, [endLocalSession]);
}
