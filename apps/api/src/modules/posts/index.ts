export { PostsRepository } from './posts.repository.ts';
export { PostsService } from './posts.service.ts';
