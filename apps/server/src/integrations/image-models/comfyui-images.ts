// A local ComfyUI server (our own thin adapter: ComfyUI has no maintained JavaScript client). The txt2img graph
// in comfyui-txt2img.workflow.json gets the checkpoint (IMAGE_MODEL), the prompt, the negative prompt, the
// size and a fresh seed; then POST /prompt → { prompt_id }, GET /history/{prompt_id} until the run has
// outputs (or failed), and GET /view?filename=…&subfolder=…&type=output for the picture. Only the configured
// server is ever fetched; the file name comes from its answer but the URL is built by us.
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { AppError } from '../../http/app-error.ts';
import {
  BACKGROUND_STYLES,
  buildBackgroundPrompt,
  NEGATIVE_PROMPT,
  type BackgroundRequest,
  type GeneratedBackground,
  type ImagesConfig,
  type PollingOptions,
  type ThumbnailBackgroundEngine,
} from './background-engine.ts';
import { httpFailure, imageErrors, withDeadline } from './image-errors.ts';
import {
  downloadImage,
  guardedFetch,
  MAX_IMAGE_BYTES,
  originOf,
  pause,
  readJson,
  type GuardedFetch,
} from './provider-fetch.ts';

const PROVIDER = 'ComfyUI';
/** SDXL's 16:9 training size; the compositor crops to 1280×720. */
export const COMFYUI_IMAGE_SIZE = { width: 1344, height: 768 } as const;

const Node = z.object({ class_type: z.string(), inputs: z.record(z.string(), z.unknown()) }).loose();
// The nodes a run fills in, by id; every other node of the file is kept as it is.
const Workflow = z
  .object({
    checkpoint: Node,
    positive: Node,
    negative: Node,
    latent: Node,
    sampler: Node,
    save: Node,
  })
  .catchall(Node);
type Workflow = z.infer<typeof Workflow>;

/** The txt2img graph kept beside this file, checked once when the engine is made. */
export function loadWorkflow(): Workflow {
  const file = new URL('./comfyui-txt2img.workflow.json', import.meta.url);
  return Workflow.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The graph for one run: a copy of the template with this run's values in place. */
export function buildWorkflow(
  template: Workflow,
  values: { checkpoint: string; prompt: string; negative: string; seed: number },
): Workflow {
  const graph = structuredClone(template);
  graph.checkpoint.inputs.ckpt_name = values.checkpoint;
  graph.positive.inputs.text = values.prompt;
  graph.negative.inputs.text = values.negative;
  graph.latent.inputs.width = COMFYUI_IMAGE_SIZE.width;
  graph.latent.inputs.height = COMFYUI_IMAGE_SIZE.height;
  graph.latent.inputs.batch_size = 1;
  graph.sampler.inputs.seed = values.seed;
  return graph;
}

const Queued = z.object({ prompt_id: z.string().min(1).max(200) });
const SavedImage = z.object({
  filename: z.string().min(1).max(255),
  subfolder: z.string().max(255).default(''),
  type: z.string().default('output'),
});
const HistoryEntry = z.object({
  outputs: z.record(z.string(), z.object({ images: z.array(SavedImage).optional() }).loose()).default({}),
  status: z
    .object({ status_str: z.string().optional(), completed: z.boolean().optional() })
    .loose()
    .optional(),
});

export class ComfyUiBackgroundEngine implements ThumbnailBackgroundEngine {
  readonly styles = BACKGROUND_STYLES;
  readonly label: { provider: string; model: string };
  private readonly config: ImagesConfig;
  private readonly baseUrl: string;
  private readonly pollIntervalMs: number;
  private readonly workflow: Workflow;
  private readonly fetch: GuardedFetch;

  constructor(config: ImagesConfig, options: PollingOptions = {}) {
    if (!config.baseUrl) throw new Error('ComfyUI needs IMAGE_BASE_URL');
    this.config = config;
    this.baseUrl = config.baseUrl;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.label = { provider: PROVIDER, model: config.model };
    this.workflow = loadWorkflow();
    this.fetch = guardedFetch({
      provider: PROVIDER,
      trustedOrigins: [originOf(this.baseUrl)],
      maxBytes: MAX_IMAGE_BYTES,
    });
  }

  async generate(request: BackgroundRequest): Promise<GeneratedBackground> {
    const prompt = buildBackgroundPrompt(request.prompt, request.style);
    const graph = buildWorkflow(this.workflow, {
      checkpoint: this.config.model,
      prompt,
      negative: NEGATIVE_PROMPT,
      seed: randomInt(0, 2 ** 47),
    });
    let pending: string | undefined;
    try {
      return await withDeadline(
        { provider: PROVIDER, timeoutMs: this.config.timeoutMs, signal: request.signal },
        async (signal) => {
          const promptId = await this.queue(graph, signal);
          pending = promptId;
          const saved = await this.waitForImage(promptId, signal);
          pending = undefined;
          const query = new URLSearchParams({
            filename: saved.filename,
            subfolder: saved.subfolder,
            type: saved.type,
          });
          const image = await downloadImage(this.fetch, PROVIDER, `${this.baseUrl}/view?${query}`, {
            headers: this.headers(),
            signal,
          });
          return { ...image, provider: PROVIDER, model: this.config.model };
        },
      );
    } finally {
      if (pending) this.dequeue(pending);
    }
  }

  /** Sent only when a key is configured (a ComfyUI behind an authenticating proxy). */
  private headers(json = false): Record<string, string> {
    return {
      accept: 'application/json',
      ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    };
  }

  private async queue(graph: Workflow, signal: AbortSignal): Promise<string> {
    const response = await this.fetch(`${this.baseUrl}/prompt`, {
      method: 'POST',
      headers: this.headers(true),
      body: JSON.stringify({ prompt: graph, client_id: randomUUID() }),
      signal,
    });
    if (response.status === 400) {
      await response.body?.cancel().catch(() => undefined);
      // ComfyUI's answer to a graph it will not run, e.g. a checkpoint it does not have.
      throw imageErrors.upstream(
        PROVIDER,
        `refused the workflow (check that the checkpoint "${this.config.model}" is installed)`,
        400,
      );
    }
    if (!response.ok) throw failure(response);
    const parsed = Queued.safeParse(await readJson(response));
    if (!parsed.success) throw imageErrors.invalidResponse(PROVIDER, 'no prompt id');
    return parsed.data.prompt_id;
  }

  private async waitForImage(promptId: string, signal: AbortSignal) {
    for (;;) {
      const response = await this.fetch(`${this.baseUrl}/history/${encodeURIComponent(promptId)}`, {
        headers: this.headers(),
        signal,
      });
      const body = await readJson(response);
      if (!response.ok) throw failure(response);
      const raw = (body as Record<string, unknown> | undefined)?.[promptId];
      if (raw !== undefined) {
        const entry = HistoryEntry.safeParse(raw);
        if (!entry.success) throw imageErrors.invalidResponse(PROVIDER, 'a history entry it could not read');
        if (entry.data.status?.status_str === 'error') {
          throw imageErrors.upstream(PROVIDER, 'failed while running the workflow');
        }
        const saved = Object.values(entry.data.outputs)
          .flatMap((output) => output.images ?? [])
          .find((image) => image.type === 'output');
        if (saved) return saved;
        if (entry.data.status?.completed)
          throw imageErrors.invalidResponse(PROVIDER, 'a finished run without an image');
      }
      await pause(this.pollIntervalMs, signal);
    }
  }

  /** Best effort: a run we gave up on leaves the queue. */
  private dequeue(promptId: string): void {
    this.fetch(`${this.baseUrl}/queue`, {
      method: 'POST',
      headers: this.headers(true),
      body: JSON.stringify({ delete: [promptId] }),
      signal: AbortSignal.timeout(5000),
    })
      .then((response) => response.body?.cancel())
      .catch(() => undefined);
  }
}

function failure(response: Response): AppError {
  return httpFailure(PROVIDER, response.status, response.headers.get('retry-after'));
}
