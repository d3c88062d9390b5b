import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';

export function signup(body: ApiRequest<'POST /auth/signup'>['body']) {
  return callApi('POST /auth/signup', { body });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
