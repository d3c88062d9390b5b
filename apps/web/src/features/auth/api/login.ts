import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';

export function login(body: ApiRequest<'POST /auth/login'>['body']) {
  return callApi('POST /auth/login', { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
