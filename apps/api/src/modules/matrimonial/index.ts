export { ACTING_ALLOWED } from './acting-for.ts';
export { CoManagersRepository } from './co-managers.repository.ts';
export { MatrimonialDetailsService, type MemberChanges } from './details.service.ts';
export { InterestsRepository } from './interests.repository.ts';
export { readMatrimonialImages } from './uploads.ts';
export { PhotoRequestsRepository } from './photo-requests.repository.ts';
