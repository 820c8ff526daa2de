// The yardstick for bench/api: a bare Fastify 5 answering the same JSON bodies the app answered, on its own
// process like the app, with nothing else (no session, no database, no hooks).
// Run by api.bench.ts: `node bench/api/bare-fastify.ts <port> <bodies.json>` ({ "/path": "<json text>" }).
import fs from 'node:fs';
import Fastify from 'fastify';

const [portArg, bodiesFile] = process.argv.slice(2);
const bodies = JSON.parse(fs.readFileSync(bodiesFile!, 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(bodies)) {
  app.get(path, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
await app.listen({ port: Number(portArg), host: '127.0.0.1' });
process.send?.('ready');
