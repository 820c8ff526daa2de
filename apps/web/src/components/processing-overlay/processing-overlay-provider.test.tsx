import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { OUTSIDE_PROVIDER_MESSAGE, useProcessingOverlay } from './processing-overlay-context.ts';
import { ProcessingOverlayProvider } from './processing-overlay-provider.tsx';

const i18n = englishI18n();
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <ProcessingOverlayProvider>{children}</ProcessingOverlayProvider>
  </I18nextProvider>
);

describe('ProcessingOverlayProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('throws the spec error when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useProcessingOverlay())).toThrow(OUTSIDE_PROVIDER_MESSAGE);
  });

  it('closes itself 1400 ms after success', () => {
    const { result } = renderHook(() => useProcessingOverlay(), { wrapper });
    act(() => result.current.show({ title: 'Working' }));
    act(() => result.current.succeed());
    act(() => vi.advanceTimersByTime(1399));
    expect(result.current.state.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state.open).toBe(false);
  });

  it('closes itself 1800 ms after an error, and a caller can disable it', () => {
    const { result } = renderHook(() => useProcessingOverlay(), { wrapper });
    act(() => result.current.show({ title: 'Working' }));
    act(() => result.current.fail({ description: 'Boom' }));
    act(() => vi.advanceTimersByTime(1800));
    expect(result.current.state.open).toBe(false);

    act(() => result.current.show({ title: 'Again', autoClose: { error: 0 } }));
    act(() => result.current.fail());
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.state.open).toBe(true);
  });

  it('renders title, steps and a rounded percentage, with Close only once finished', async () => {
    vi.useRealTimers();
    function Harness() {
      const overlay = useProcessingOverlay();
      return (
        <>
          <button onClick={() => overlay.show({ title: 'Optimizing', allowClose: true })}>open</button>
          <button onClick={() => overlay.updateStep({ step: 'analyzing', progress: 33.3 })}>step</button>
          <button onClick={() => overlay.fail({ description: 'No captions' })}>fail</button>
        </>
      );
    }
    render(<Harness />, { wrapper });
    act(() => screen.getByText('open').click());
    // The dialog is a lazily loaded chunk: on a busy machine it takes longer than findBy's default second.
    const dialog = await screen.findByRole('dialog', { name: 'Optimizing' }, { timeout: 10_000 });
    expect(dialog.textContent).toContain('Initializing');
    expect(dialog.textContent).not.toContain('%');
    act(() => screen.getByText('step', { selector: 'button' }).click());
    expect(await screen.findByText('33%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    act(() => screen.getByText('fail', { selector: 'button' }).click());
    expect(await screen.findByText('No captions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
