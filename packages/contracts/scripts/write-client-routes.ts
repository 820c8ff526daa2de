// Writes src/client-routes.ts from the route contracts (see client-routes-source.ts).
import { writeFileSync } from 'node:fs';
import { CLIENT_ROUTES_FILE, clientRoutesSource } from './client-routes-source.ts';

writeFileSync(CLIENT_ROUTES_FILE, await clientRoutesSource());
console.log(`wrote ${CLIENT_ROUTES_FILE.pathname}`);
