// The native job event stream against a fake server: the bearer token on every (re)connect, named events
// delivered, a reconnect after the stream drops, and a closed stream (no reconnect) on a refused answer.
import { describe, expect, it, vi } from 'vitest';
import { EVENT_SOURCE_CLOSED } from '../lib/api-credentials.ts';
import { openBearerEventSource } from './bearer-event-source.ts';

const URL_ = 'https://api.vidcraft.test/api/jobs/job-1/events';

function streamOf(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
}

function eventStream(text: string): Response {
  return new Response(streamOf(text), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

describe('openBearerEventSource', () => {
  it('sends the token read on each connect, delivers named events and reconnects after a drop', async () => {
    let token = 'Bearer first';
    const calls: { url: string; authorization: string | null; credentials: unknown }[] = [];
    const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        url: String(input),
        authorization: new Headers(init?.headers).get('Authorization'),
        credentials: init?.credentials,
      });
      // `retry: 10` keeps the test's reconnect short; the stream then ends as a dropped connection does.
      return eventStream(`retry: 10\nevent: progress\ndata: {"n":${calls.length}}\n\n`);
    });
    const source = openBearerEventSource(URL_, async () => token, fakeFetch as unknown as typeof fetch);
    const seen: string[] = [];
    source.addEventListener('progress', (event) => {
      seen.push(event.data);
      token = 'Bearer second';
      if (seen.length === 2) source.close();
    });
    await vi.waitFor(() => expect(seen).toEqual(['{"n":1}', '{"n":2}']));
    expect(source.readyState).toBe(EVENT_SOURCE_CLOSED);
    expect(calls[0]).toEqual({ url: URL_, authorization: 'Bearer first', credentials: 'same-origin' });
    expect(calls[1]!.authorization).toBe('Bearer second');
  });

  it('closes for good on a refused answer, with an error event', async () => {
    const fakeFetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('{"error":"UNAUTHORIZED"}', { status: 401 }),
    );
    const source = openBearerEventSource(URL_, async () => null, fakeFetch as unknown as typeof fetch);
    const errors: number[] = [];
    source.addEventListener('error', () => errors.push(source.readyState));
    await vi.waitFor(() => expect(errors).toEqual([EVENT_SOURCE_CLOSED]));
    expect(new Headers(fakeFetch.mock.calls[0]![1]?.headers).has('Authorization')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fakeFetch).toHaveBeenCalledTimes(1);
  });
});
