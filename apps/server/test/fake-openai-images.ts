// A fake of OpenAI's image API on loopback: POST /v1/images/generations with a Bearer key, answering base64
// PNGs the way gpt-image and dall-e-3 do, and OpenAI's error bodies for a wrong key (401), the safety system's
// refusal (400 moderation_blocked, or content_policy_violation for dall-e-3), rate limits (429 + Retry-After)
// and server errors; `hang` never answers; `oversized` answers a base64 picture past the cap; `notImage` a
// picture that is not one.
import {
  OVERSIZED_BYTES,
  sendJson,
  startLoopbackServer,
  testPng,
  type FakeImageMode,
} from './fake-image-server.ts';

export const FAKE_OPENAI_KEY = 'sk-test-images';

export async function startFakeOpenAIImages() {
  const state = { mode: 'ok' as FakeImageMode };
  const server = await startLoopbackServer((req, res, body, url) => {
    if (req.method !== 'POST' || url.pathname !== '/v1/images/generations') {
      sendJson(res, 404, {
        error: { message: 'Unknown request URL', type: 'invalid_request_error', code: null },
      });
      return;
    }
    if (req.headers.authorization !== `Bearer ${FAKE_OPENAI_KEY}`) {
      sendJson(res, 401, {
        error: {
          message: 'Incorrect API key provided: sk-wr***ng. You can find your API key at the dashboard.',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      });
      return;
    }
    const request = body as { model: string; size?: string };
    const dallE = request.model.startsWith('dall-e');
    switch (state.mode) {
      case 'contentPolicy':
        sendJson(res, 400, {
          error: dallE
            ? {
                message: 'Your request was rejected as a result of our safety system.',
                type: 'invalid_request_error',
                param: null,
                code: 'content_policy_violation',
              }
            : {
                message:
                  'Your request was rejected by the safety system. If you believe this is an error, contact us.',
                type: 'image_generation_user_error',
                param: null,
                code: 'moderation_blocked',
              },
        });
        return;
      case 'rateLimited':
        sendJson(
          res,
          429,
          {
            error: {
              message: 'Rate limit reached for images per minute. Please try again in 7s.',
              type: 'requests',
              param: null,
              code: 'rate_limit_exceeded',
            },
          },
          { 'retry-after': '7' },
        );
        return;
      case 'serverError':
        sendJson(res, 500, {
          error: {
            message: 'The server had an error while processing your request.',
            type: 'server_error',
            code: null,
          },
        });
        return;
      case 'hang':
        return; // the client's deadline must end it
      default: {
        const picture =
          state.mode === 'oversized'
            ? Buffer.concat([testPng(), Buffer.alloc(OVERSIZED_BYTES)])
            : state.mode === 'notImage'
              ? Buffer.from('<html>not a picture</html>')
              : testPng();
        sendJson(res, 200, {
          created: Math.floor(Date.now() / 1000),
          data: [
            {
              b64_json: picture.toString('base64'),
              ...(dallE ? { revised_prompt: 'a revised prompt' } : {}),
            },
          ],
          ...(dallE
            ? {}
            : {
                background: 'opaque',
                output_format: 'png',
                quality: 'high',
                size: request.size ?? '1536x1024',
                usage: { input_tokens: 50, output_tokens: 4160, total_tokens: 4210 },
              }),
        });
      }
    }
  });
  return { ...server, baseUrl: `${server.origin}/v1`, state };
}
