export * from './users.ts';
export * from './auth.ts';
export * from './posts.ts';
export * from './community.ts';
