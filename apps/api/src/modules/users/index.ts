export { toAuthUser } from './users.mapper.ts';
