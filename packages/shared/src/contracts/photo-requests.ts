import { z } from 'zod';
import { defineContracts } from '../contract.ts';
import { uuidParam } from '../envelope.ts';
import {
  photoRequest,
  photoRequestsList,
  photoRequestsQuery,
  respondPhotoRequestBody,
  sendPhotoRequestBody,
} from '../matrimonial.ts';

const photoRequestsOf = (direction: 'received' | 'sent') =>
  ({
    method: 'GET',
    path: `/matrimonial/photo-requests/${direction}`,
    summary: `Photo requests I ${direction}, newest first`,
    query: photoRequestsQuery,
    response: photoRequestsList,
  }) as const;

/** "Request photos": behind the matrimonial gate like the rest of /matrimonial (403 MATRIMONIAL_PROFILE_REQUIRED). */
export const photoRequestsContracts = defineContracts(
  { tag: 'matrimonial', auth: true },
  {
    sendPhotoRequest: {
      method: 'POST',
      path: '/matrimonial/photo-requests',
      summary:
        'Ask a member to share their hidden photos (201; 200 when one already waits; 404 unless the profile is listed for me; 409 when I can see them already or within 30 days of a decline)',
      body: sendPhotoRequestBody,
      response: photoRequest,
      status: 'created-or-existing',
    },
    photoRequestsReceived: photoRequestsOf('received'),
    photoRequestsSent: photoRequestsOf('sent'),
    respondToPhotoRequest: {
      method: 'PUT',
      path: '/matrimonial/photo-requests/:id/respond',
      summary:
        'Grant or decline a photo request I received, or revoke a grant (403 for the requester, 404 for anyone else; 409 when the request is not in a state for it)',
      params: z.object({ id: uuidParam }),
      body: respondPhotoRequestBody,
      response: photoRequest,
    },
  },
);
