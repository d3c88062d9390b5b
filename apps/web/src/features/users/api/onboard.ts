import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';

export function onboard(body: ApiRequest<'PUT /user/onboard'>['body']) {
  return callApi('PUT /user/onboard', { body });
}

export function useOnboard() {
  return useMutation({ mutationFn: onboard });
}
