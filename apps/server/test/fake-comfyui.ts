// A fake ComfyUI server on loopback. POST /prompt checks the graph (links that resolve, a SaveImage node, a
// checkpoint it has) and answers { prompt_id, number, node_errors }, or ComfyUI's 400 for a graph it will not
// run; GET /history/{id} answers {} until the run is done (two polls), then its outputs; GET /view serves the
// saved image; POST /queue takes a deletion. With `key` set it wants that Bearer token (a ComfyUI behind an
// authenticating proxy). Modes: serverError marks the run failed (status_str error); hang never finishes the
// run; oversized streams the image past the cap; notImage serves HTML from /view.
import {
  sendJson,
  sendOversized,
  sendPng,
  startLoopbackServer,
  type FakeImageMode,
} from './fake-image-server.ts';

export const FAKE_CHECKPOINT = 'sdxl-test.safetensors';

interface GraphNode {
  class_type: string;
  inputs: Record<string, unknown>;
}

export async function startFakeComfyUI(options: { key?: string } = {}) {
  const state = { mode: 'ok' as FakeImageMode };
  const polls = new Map<string, number>();
  const graphs = new Map<string, Record<string, GraphNode>>();
  let next = 0;
  const server = await startLoopbackServer((req, res, body, url) => {
    if (options.key && req.headers.authorization !== `Bearer ${options.key}`) {
      res.writeHead(401, { 'content-type': 'text/plain' }).end('401: Unauthorized');
      return;
    }
    if (req.method === 'POST' && url.pathname === '/prompt') {
      const graph = (body as { prompt?: Record<string, GraphNode> }).prompt ?? {};
      const dangling = Object.values(graph).some((node) =>
        Object.values(node.inputs).some((value) => Array.isArray(value) && !(String(value[0]) in graph)),
      );
      if (dangling || !Object.values(graph).some((node) => node.class_type === 'SaveImage')) {
        sendJson(res, 400, {
          error: {
            type: 'invalid_prompt',
            message: 'Invalid prompt: a link points at a missing node, or no output',
            details: '',
            extra_info: {},
          },
          node_errors: {},
        });
        return;
      }
      const loader = Object.entries(graph).find(([, node]) => node.class_type === 'CheckpointLoaderSimple');
      if (!loader || loader[1].inputs.ckpt_name !== FAKE_CHECKPOINT) {
        sendJson(res, 400, {
          error: {
            type: 'prompt_outputs_failed_validation',
            message: 'Prompt outputs failed validation',
            details: '',
            extra_info: {},
          },
          node_errors: {
            [loader?.[0] ?? 'checkpoint']: {
              errors: [
                {
                  type: 'value_not_in_list',
                  message: 'Value not in list',
                  details: `ckpt_name: '${String(loader?.[1].inputs.ckpt_name)}' not in ['${FAKE_CHECKPOINT}']`,
                  extra_info: {},
                },
              ],
              dependent_outputs: ['save'],
              class_type: 'CheckpointLoaderSimple',
            },
          },
        });
        return;
      }
      next += 1;
      const id = `0b9e7c7a-0000-4000-8000-${next.toString().padStart(12, '0')}`;
      graphs.set(id, graph);
      sendJson(res, 200, { prompt_id: id, number: next, node_errors: {} });
      return;
    }
    const history = /^\/history\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && history) {
      const id = decodeURIComponent(history[1]!);
      const count = (polls.get(id) ?? 0) + 1;
      polls.set(id, count);
      if (!graphs.has(id) || state.mode === 'hang' || count < 3) {
        sendJson(res, 200, {});
        return;
      }
      const failed = state.mode === 'serverError';
      const saveNode = Object.entries(graphs.get(id)!).find(
        ([, node]) => node.class_type === 'SaveImage',
      )![0];
      sendJson(res, 200, {
        [id]: {
          prompt: [next, id, graphs.get(id), {}, [saveNode]],
          outputs: failed
            ? {}
            : {
                [saveNode]: {
                  images: [{ filename: `vidcraft-background_${id}_.png`, subfolder: '', type: 'output' }],
                },
              },
          status: {
            status_str: failed ? 'error' : 'success',
            completed: !failed,
            messages: [['execution_start', { prompt_id: id, timestamp: Date.now() }]],
          },
          meta: {},
        },
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/view') {
      const filename = url.searchParams.get('filename') ?? '';
      if (url.searchParams.get('type') !== 'output' || !filename.startsWith('vidcraft-background_')) {
        res.writeHead(404).end();
        return;
      }
      if (state.mode === 'oversized') sendOversized(res);
      else if (state.mode === 'notImage')
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      else sendPng(res);
      return;
    }
    if (req.method === 'POST' && url.pathname === '/queue') {
      sendJson(res, 200, {});
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('404: Not Found');
  });
  return { ...server, baseUrl: server.origin, state, graphs };
}
