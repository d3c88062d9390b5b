export { toAuthUser, toUserCard } from './users.mapper.ts';
export { UsersRepository, userCardColumns } from './users.repository.ts';
