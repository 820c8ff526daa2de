import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';
import type { LiveSession } from './sessions.repo.ts';

const live = (over: Partial<LiveSession> = {}): LiveSession => ({
  sessionId: 's1',
  userId: 'u1',
  isAdmin: false,
  disabled: false,
  lastSeenAt: new Date(),
  expiresAt: new Date(Date.now() + 3_600_000),
  ...over,
});

function counted(value: LiveSession | undefined) {
  const load = async () => {
    load.calls++;
    return value;
  };
  load.calls = 0;
  return load;
}

describe('SessionCache', () => {
  it('looks a session up once, then answers from memory', async () => {
    const cache = new SessionCache({ ttlMs: 60_000 });
    const load = counted(live());
    expect(await cache.read('k', load)).toMatchObject({ sessionId: 's1' });
    expect(await cache.read('k', load)).toMatchObject({ sessionId: 's1' });
    expect(load.calls).toBe(1);
  });

  it('does not remember a missing session', async () => {
    const cache = new SessionCache({ ttlMs: 60_000 });
    const load = counted(undefined);
    await cache.read('k', load);
    await cache.read('k', load);
    expect(load.calls).toBe(2);
  });

  it('forgets a session, and every session of a user, at once', async () => {
    const cache = new SessionCache({ ttlMs: 60_000 });
    const a = counted(live({ sessionId: 'a', userId: 'u1' }));
    const b = counted(live({ sessionId: 'b', userId: 'u1' }));
    const c = counted(live({ sessionId: 'c', userId: 'u2' }));
    for (const [key, load] of [
      ['a', a],
      ['b', b],
      ['c', c],
    ] as const)
      await cache.read(key, load);
    await cache.forgetSession('a');
    await cache.read('a', a);
    expect(a.calls).toBe(2);
    await cache.forgetUser('u1');
    await cache.read('a', a);
    await cache.read('b', b);
    await cache.read('c', c);
    expect([a.calls, b.calls, c.calls]).toEqual([3, 2, 1]);
  });

  it('does not keep a lookup that was under way while something was forgotten (it may have read the old rows)', async () => {
    const cache = new SessionCache({ ttlMs: 60_000 });
    let finish!: (value: LiveSession) => void;
    const slow = () => new Promise<LiveSession | undefined>((resolve) => (finish = resolve));
    const reading = cache.read('k', slow);
    cache.forgetUser('u1');
    finish(live());
    await reading;
    const load = counted(live());
    await cache.read('k', load);
    expect(load.calls).toBe(1);
  });

  it('remembers a session no longer than it lives, nor than its time to live', async () => {
    const ending = new SessionCache({ ttlMs: 60_000 });
    const expired = counted(live({ expiresAt: new Date(Date.now() - 1) }));
    await ending.read('k', expired);
    await ending.read('k', expired);
    expect(expired.calls).toBe(2);

    const brief = new SessionCache({ ttlMs: 0 });
    const load = counted(live());
    await brief.read('k', load);
    await brief.read('k', load);
    expect(load.calls).toBe(2);
  });

  it('holds at most maxEntries sessions, dropping the oldest', async () => {
    const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 2 });
    const loads = ['x', 'y', 'z'].map((id) => counted(live({ sessionId: id })));
    for (const [i, key] of ['x', 'y', 'z'].entries()) await cache.read(key, loads[i]!);
    await cache.read('x', loads[0]!);
    await cache.read('z', loads[2]!);
    expect(loads.map((load) => load.calls)).toEqual([2, 1, 1]);
  });

  describe('shared between processes', () => {
    function shared() {
      const sent: string[] = [];
      const cache = new SessionCache({ ttlMs: 60_000, publish: async (change) => void sent.push(change) });
      return { cache, sent };
    }

    it('remembers nothing until it hears the other processes, nor while it cannot', async () => {
      const { cache } = shared();
      const load = counted(live());
      await cache.read('k', load);
      await cache.read('k', load);
      expect(load.calls).toBe(2);
      cache.listening();
      await cache.read('k', load);
      await cache.read('k', load);
      expect(load.calls).toBe(3);
      cache.deaf();
      await cache.read('k', load);
      await cache.read('k', load);
      expect(load.calls).toBe(5);
    });

    it("tells the others what it forgets, and forgets what they tell it, but not a session's last-seen time", async () => {
      const { cache, sent } = shared();
      cache.listening();
      const a = counted(live({ sessionId: 'a', userId: 'u1' }));
      const b = counted(live({ sessionId: 'b', userId: 'u2' }));
      await cache.read('a', a);
      await cache.read('b', b);
      await cache.forgetSession('a');
      await cache.forgetUser('u9');
      cache.forgetSessionHere('b');
      expect(sent).toEqual(['session:a', 'user:u9']);
      await cache.read('a', a);
      await cache.read('b', b);
      expect([a.calls, b.calls]).toEqual([2, 2]);
      cache.hear('user:u1');
      cache.hear('session:b');
      cache.hear('nonsense');
      await cache.read('a', a);
      await cache.read('b', b);
      expect([a.calls, b.calls]).toEqual([3, 3]);
    });

    it('does not keep a lookup that was under way when it stopped hearing the others', async () => {
      const { cache } = shared();
      cache.listening();
      let finish!: (value: LiveSession) => void;
      const reading = cache.read(
        'k',
        () => new Promise<LiveSession | undefined>((resolve) => (finish = resolve)),
      );
      cache.deaf();
      cache.listening();
      finish(live());
      await reading;
      const load = counted(live());
      await cache.read('k', load);
      expect(load.calls).toBe(1);
    });
  });
});
