export * from './envelope.ts';
export * from './constants.ts';
export * from './pagination.ts';
export * from './auth.ts';
export * from './age.ts';
