// A fake of Replicate's predictions API on loopback. POST /v1/models/{owner}/{name}/predictions (Bearer token,
// `Prefer: wait`) creates a prediction and answers it still `starting`; GET /v1/predictions/{id} (its
// urls.get) answers `processing`, then `succeeded` with the output URL /delivery/{id}/out-0.png on the same
// server. Modes: contentPolicy fails the prediction the way FLUX's safety checker does; rateLimited answers
// the create 429 (Retry-After); serverError fails the poll with 500; hang keeps the prediction processing;
// oversized streams the output past the cap; offsite points the output at a host outside Replicate; notImage
// serves HTML as the output.
import {
  sendJson,
  sendOversized,
  sendPng,
  startLoopbackServer,
  type FakeImageMode,
} from './fake-image-server.ts';

export const FAKE_REPLICATE_TOKEN = 'r8_test_token';

export async function startFakeReplicate() {
  const state = { mode: 'ok' as FakeImageMode };
  const polls = new Map<string, number>();
  const inputs = new Map<string, unknown>();
  let next = 0;
  const server = await startLoopbackServer((req, res, body, url) => {
    const origin = `http://127.0.0.1:${(req.socket.localPort ?? 0).toString()}`;
    if (url.pathname.startsWith('/delivery/')) {
      if (state.mode === 'oversized') sendOversized(res);
      else if (state.mode === 'notImage')
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      else sendPng(res);
      return;
    }
    if (req.headers.authorization !== `Bearer ${FAKE_REPLICATE_TOKEN}`) {
      sendJson(res, 401, {
        title: 'Unauthenticated',
        detail: 'You did not pass a valid authentication token',
        status: 401,
      });
      return;
    }
    const prediction = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
      id,
      model: 'black-forest-labs/flux-schnell',
      version: 'dp-4d0bcc010b3049749a251855f12800be',
      input: inputs.get(id),
      logs: '',
      output: null,
      data_removed: false,
      error: null,
      status,
      created_at: new Date().toISOString(),
      urls: {
        cancel: `${origin}/v1/predictions/${id}/cancel`,
        get: `${origin}/v1/predictions/${id}`,
        web: `https://replicate.com/p/${id}`,
      },
      ...extra,
    });
    const created = /^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(url.pathname);
    if (created && req.method === 'POST') {
      if (state.mode === 'rateLimited') {
        sendJson(
          res,
          429,
          {
            title: 'Request was throttled.',
            detail: 'Request was throttled. Your rate limit resets in ~30s.',
            status: 429,
          },
          { 'retry-after': '30' },
        );
        return;
      }
      next += 1;
      const id = `p${next.toString()}xyz`;
      inputs.set(id, (body as { input?: unknown }).input);
      sendJson(res, 201, prediction(id, 'starting'));
      return;
    }
    const polled = /^\/v1\/predictions\/([^/]+)$/.exec(url.pathname);
    if (polled && req.method === 'GET') {
      const id = polled[1]!;
      const count = (polls.get(id) ?? 0) + 1;
      polls.set(id, count);
      if (state.mode === 'serverError') {
        sendJson(res, 500, { detail: 'Internal server error', status: 500 });
        return;
      }
      if (state.mode === 'hang' || count < 2) {
        sendJson(res, 200, prediction(id, 'processing', { logs: 'Using seed: 42\n' }));
        return;
      }
      if (state.mode === 'contentPolicy') {
        sendJson(
          res,
          200,
          prediction(id, 'failed', {
            error: 'NSFW content detected. Try running it again, or try a different prompt.',
          }),
        );
        return;
      }
      const output =
        state.mode === 'offsite'
          ? 'https://images.example.net/out-0.png'
          : `${origin}/delivery/${id}/out-0.png`;
      sendJson(res, 200, prediction(id, 'succeeded', { output: [output], metrics: { predict_time: 1.1 } }));
      return;
    }
    sendJson(res, 404, { detail: 'Not found.', status: 404 });
  });
  return { ...server, baseUrl: `${server.origin}/v1`, state };
}
