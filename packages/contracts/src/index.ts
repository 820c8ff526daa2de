export * from './route.ts';
export * from './errors.ts';
export * from './system.ts';
export * from './jobs.ts';
