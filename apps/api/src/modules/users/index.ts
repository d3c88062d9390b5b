export { toAuthUser, toUserCard, type UserCardColumns } from './users.mapper.ts';
export { UsersRepository, userCardColumns } from './users.repository.ts';
