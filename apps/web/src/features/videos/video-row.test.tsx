import { fireEvent, render, screen } from '@testing-library/react';
import type { VideoSummary } from '@vidcraft/contracts';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { testVideo } from '../../test/fixtures.ts';
import { VideoRow } from './video-row.tsx';

const i18n = englishI18n();
const VIDEO: VideoSummary = testVideo({
  channelId: 'UC123',
  title: 'How to sharpen a chisel',
  publishedAt: null,
});

function renderRow(row: React.ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{row}</MemoryRouter>
    </I18nextProvider>,
  );
}

describe('a picker row', () => {
  it('opens the video, with an Optimize link beside it (single choice)', () => {
    const onOpen = vi.fn();
    renderRow(<VideoRow video={VIDEO} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: /How to sharpen a chisel/ }));
    expect(onOpen).toHaveBeenCalledWith(VIDEO);
    expect(screen.getByRole('link', { name: 'Optimize “How to sharpen a chisel”' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('is a checkbox in a multi-select picker: checked when chosen, toggled by a click', () => {
    const onToggle = vi.fn();
    const { rerender } = renderRow(
      <VideoRow video={VIDEO} selection={{ selectedIds: new Set(), onToggle }} />,
    );
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'How to sharpen a chisel' });
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(onToggle).toHaveBeenCalledWith(VIDEO);
    expect(screen.queryByRole('link')).toBeNull();
    rerender(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <VideoRow video={VIDEO} selection={{ selectedIds: new Set([VIDEO.id]), onToggle }} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
  });
});
