// The route contracts the public pages call (sign-in state, the Google mode, the version, status, plans), with
// only the schemas they need. The web app's build keeps these (and zod) in a chunk of their own, so a public
// page does not build every schema of the API (apps/web/scripts/chunk-groups.ts).
export { authRoutes } from './auth.ts';
export { systemRoutes } from './system.ts';
export { statusRoutes } from './status.ts';
export { billingRoutes, planRoutes } from './plans.ts';
