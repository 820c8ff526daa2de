// The client routes (method and path of every API route; decision 055), imported with the first call rather than
// with the page, so a public page that only hydrates does not load them (decision 044).
export function loadRouteTable() {
  return import('@vidcraft/contracts/client-routes');
}
