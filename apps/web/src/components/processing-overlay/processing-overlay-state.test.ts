import { describe, expect, it } from 'vitest';
import {
  autoCloseDelay,
  canClose,
  CLOSED_OVERLAY,
  DEFAULT_STEP_IDS,
  processingOverlayReducer as reduce,
  stepStatuses,
  visiblePercentage,
} from './processing-overlay-state.ts';

const shown = reduce(CLOSED_OVERLAY, { type: 'show', options: { title: 'Analyzing video' } });

describe('processing overlay state', () => {
  it('show opens in loading at the first default step with no progress', () => {
    expect(shown).toMatchObject({
      open: true,
      status: 'loading',
      title: 'Analyzing video',
      currentStep: 'initializing',
      progress: 0,
    });
    expect(shown.steps.map((step) => step.id)).toEqual([...DEFAULT_STEP_IDS]);
  });

  it('a step update moves the current step and optionally the description and progress', () => {
    const next = reduce(shown, {
      type: 'step',
      update: { step: 'analyzing', description: 'Frame 3 of 10', progress: 42.4 },
    });
    expect(next).toMatchObject({
      currentStep: 'analyzing',
      currentStepDescription: 'Frame 3 of 10',
      progress: 42.4,
    });
    expect(reduce(next, { type: 'step', update: { step: 'finalizing' } }).progress).toBe(42.4);
  });

  it('success completes every step at 100 %', () => {
    const done = reduce(shown, { type: 'success' });
    expect(done).toMatchObject({ status: 'success', currentStep: 'completed', progress: 100 });
    expect(
      stepStatuses(done.steps, done.currentStep, done.status).every((step) => step.status === 'completed'),
    ).toBe(true);
  });

  it('hide clears step, steps, progress and step description', () => {
    const busy = reduce(shown, {
      type: 'step',
      update: { step: 'extracting', description: 'x', progress: 30 },
    });
    expect(reduce(busy, { type: 'hide' })).toMatchObject({
      open: false,
      currentStep: null,
      steps: [],
      progress: 0,
      currentStepDescription: null,
    });
  });

  it('shows steps before the current one as completed and the rest as pending', () => {
    const statuses = stepStatuses(shown.steps, 'analyzing', 'loading').map((step) => step.status);
    expect(statuses).toEqual(['completed', 'completed', 'current', 'pending', 'pending']);
  });

  it('clamps progress to 0–100', () => {
    expect(reduce(shown, { type: 'progress', progress: 140 }).progress).toBe(100);
    expect(reduce(shown, { type: 'progress', progress: -3 }).progress).toBe(0);
  });

  it('shows a rounded percentage only above 0', () => {
    expect(visiblePercentage(0)).toBeNull();
    expect(visiblePercentage(0.4)).toBe(0);
    expect(visiblePercentage(66.6)).toBe(67);
  });

  it('auto-closes after 1400 ms on success and 1800 ms on error, unless overridden or disabled', () => {
    expect(autoCloseDelay('loading')).toBeNull();
    expect(autoCloseDelay('success')).toBe(1400);
    expect(autoCloseDelay('error')).toBe(1800);
    expect(autoCloseDelay('success', { success: 500 })).toBe(500);
    expect(autoCloseDelay('error', { error: 0 })).toBeNull();
    expect(autoCloseDelay('success', { success: -1 })).toBeNull();
  });

  it('allows Close only when permitted and not loading', () => {
    expect(canClose({ allowClose: true, status: 'loading' })).toBe(false);
    expect(canClose({ allowClose: true, status: 'error' })).toBe(true);
    expect(canClose({ allowClose: false, status: 'success' })).toBe(false);
  });
});
