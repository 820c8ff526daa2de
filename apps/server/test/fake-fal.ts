// A fake of fal's queue on loopback. POST /{owner}/{alias}[/{path}] with `Authorization: Key …` queues a
// request and answers { request_id, status_url, response_url, cancel_url }; GET …/requests/{id}/status answers
// IN_QUEUE, then IN_PROGRESS, then COMPLETED; GET …/requests/{id} answers the result, whose image lives at
// /files/{id}.png on the same server. Modes: contentPolicy flags the result NSFW (has_nsfw_concepts), while
// `policyError` answers the result with fal's 422 content_policy_violation; rateLimited answers the submit
// 429; serverError the result 500; hang keeps the request IN_PROGRESS; oversized streams a picture past the
// cap; offsite points the image at an address outside fal; notImage serves HTML as the picture.
import {
  sendJson,
  sendOversized,
  sendPng,
  startLoopbackServer,
  type FakeImageMode,
} from './fake-image-server.ts';

export const FAKE_FAL_KEY = 'fal-key-id:fal-key-secret';

export async function startFakeFal() {
  const state = { mode: 'ok' as FakeImageMode | 'policyError' };
  const polls = new Map<string, number>();
  let next = 0;
  const server = await startLoopbackServer((req, res, _body, url) => {
    const origin = `http://127.0.0.1:${(req.socket.localPort ?? 0).toString()}`;
    if (url.pathname.startsWith('/files/')) {
      if (state.mode === 'oversized') sendOversized(res);
      else if (state.mode === 'notImage')
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      else sendPng(res);
      return;
    }
    if (req.headers.authorization !== `Key ${FAKE_FAL_KEY}`) {
      sendJson(res, 401, { detail: 'Authentication is required to access this resource.' });
      return;
    }
    const request = /^\/([^/]+\/[^/]+)\/requests\/([^/]+)(\/status|\/cancel)?$/.exec(url.pathname);
    if (request) {
      const [, app, id, action] = request as unknown as [string, string, string, string | undefined];
      if (action === '/cancel' && req.method === 'PUT') {
        sendJson(res, 202, { status: 'CANCELLATION_REQUESTED' });
        return;
      }
      if (action === '/status') {
        const count = (polls.get(id) ?? 0) + 1;
        polls.set(id, count);
        if (state.mode === 'hang' || count < 3) {
          sendJson(res, 202, {
            status: count === 1 ? 'IN_QUEUE' : 'IN_PROGRESS',
            ...(count === 1 ? { queue_position: 0 } : {}),
            response_url: `${origin}/${app}/requests/${id}`,
            logs: null,
          });
          return;
        }
        sendJson(res, 200, {
          status: 'COMPLETED',
          response_url: `${origin}/${app}/requests/${id}`,
          logs: null,
        });
        return;
      }
      if (state.mode === 'policyError') {
        sendJson(res, 422, {
          detail: [
            {
              loc: ['body', 'prompt'],
              msg: 'The content could not be processed because it contained material flagged by a content checker.',
              type: 'content_policy_violation',
            },
          ],
        });
        return;
      }
      if (state.mode === 'serverError') {
        sendJson(res, 500, { detail: 'Internal server error' });
        return;
      }
      sendJson(res, 200, {
        images: [
          {
            url:
              state.mode === 'offsite'
                ? 'http://169.254.169.254/latest/meta-data/'
                : `${origin}/files/${id}.png`,
            width: 1280,
            height: 720,
            content_type: 'image/png',
          },
        ],
        timings: { inference: 1.2 },
        seed: 42,
        has_nsfw_concepts: [state.mode === 'contentPolicy'],
        prompt: 'the prompt',
      });
      return;
    }
    if (req.method === 'POST') {
      if (state.mode === 'rateLimited') {
        sendJson(res, 429, { detail: 'Rate limit exceeded' }, { 'retry-after': '12' });
        return;
      }
      const app = url.pathname.split('/').slice(1, 3).join('/');
      next += 1;
      const id = `req-${next.toString()}`;
      sendJson(res, 200, {
        request_id: id,
        response_url: `${origin}/${app}/requests/${id}`,
        status_url: `${origin}/${app}/requests/${id}/status`,
        cancel_url: `${origin}/${app}/requests/${id}/cancel`,
        queue_position: 0,
      });
      return;
    }
    sendJson(res, 404, { detail: 'Not Found' });
  });
  return { ...server, baseUrl: server.origin, state };
}
