import { describe, expect, it } from 'vitest';
import { createAiTaskStore } from './ai-task-store.ts';

describe('AI generation tasks', () => {
  it('counts running tasks and ignores duplicate ids', () => {
    const store = createAiTaskStore();
    store.beginTask('title');
    store.beginTask('title');
    store.beginTask('tags');
    expect(store.get().taskIds).toEqual(['title', 'tags']);
    expect(store.get()).toMatchObject({ currentStep: 'initializing', progress: 0 });
  });

  it('ending a task decrements and clears the step data', () => {
    const store = createAiTaskStore();
    store.beginTask('a');
    store.update({ currentStep: 'generating', progress: 50, currentStepDescription: 'Writing' });
    store.endTask('a');
    expect(store.get()).toEqual({
      taskIds: [],
      title: null,
      currentStep: null,
      progress: 0,
      currentStepDescription: null,
      steps: [],
    });
  });

  it('ignores ending an unknown task and updates while idle', () => {
    const store = createAiTaskStore();
    store.endTask('nope');
    store.update({ progress: 80 });
    expect(store.get().progress).toBe(0);
  });
});
