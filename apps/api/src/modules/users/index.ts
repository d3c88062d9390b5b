export { toAuthUser, toUserCard, type UserCardColumns } from './users.mapper.ts';
export { memberCardColumns, UsersRepository, userCardColumns } from './users.repository.ts';
