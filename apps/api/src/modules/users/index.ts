export { toAuthUser } from './users.mapper.ts';
export { UsersRepository } from './users.repository.ts';
