// What a client needs of a route at run time: its method, its path, and whether it takes a multipart form. The
// route's full contract comes with it as a type only, so a caller is typed by the schemas without loading them
// (src/client-routes.ts; decision 055).
import type { RouteContract } from './route.ts';

export interface ClientRoute<R extends RouteContract = RouteContract> {
  readonly method: R['method'];
  readonly path: R['path'];
  readonly multipart?: true;
  /** Never set at run time: the route's contract, for the types of what a call sends and answers. */
  readonly contract?: R;
}

/** A group of routes (e.g. `videoRoutes`) as a client sees it. */
export type ClientRoutes<G extends Record<string, RouteContract>> = {
  readonly [K in keyof G]: ClientRoute<G[K]>;
};

/** The contract a route stands for, whether given as the contract itself or as its client route. */
export type ContractOf<R extends RouteContract | ClientRoute> = R extends RouteContract
  ? R
  : R extends ClientRoute<infer C>
    ? C
    : never;
