export * from './route.ts';
export * from './errors.ts';
export * from './languages.ts';
export * from './system.ts';
export * from './jobs.ts';
export * from './auth.ts';
export * from './connections.ts';
export * from './videos.ts';
