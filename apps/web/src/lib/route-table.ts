// The route contracts public pages call (packages/contracts/src/public-routes.ts) come with zod and their schemas.
// They are imported when the first call is made, not with the page, so a page that only hydrates never loads them
// (decision 044); the rest of the API's schemas load only with the signed-in screens, which import the contracts
// directly.
export function loadRouteTable() {
  return import('@vidcraft/contracts/public-routes');
}
