export * from './users.ts';
export * from './auth.ts';
export * from './posts.ts';
export * from './community.ts';
export * from './matrimonial.ts';
export * from './chat.ts';
export * from './moderation.ts';
export * from './push.ts';
