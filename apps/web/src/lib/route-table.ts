// The route contracts (packages/contracts) come with zod and every schema, about 45 KB gzipped. The public pages'
// calls import them when the first call is made, not with the page, so a page that only hydrates never loads them
// (decision 044). Signed-in screens import the contracts directly.
export function loadRouteTable() {
  return import('@vidcraft/contracts');
}
