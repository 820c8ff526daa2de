import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { CaptionCue } from '@vidcraft/contracts';
import { englishI18n } from '../../test/english-i18n.ts';
import { CueEditor } from './cue-editor.tsx';

const i18n = englishI18n();
const cues: CaptionCue[] = [
  { startMs: 0, endMs: 1500, text: 'Hello' },
  { startMs: 2000, endMs: 3000, text: 'Second' },
  { startMs: 3500, endMs: 5000, text: 'Third' },
];

function renderEditor(onSave = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <CueEditor
        cues={cues}
        language={{ lang: 'en', dir: 'ltr' }}
        units={450}
        saving={false}
        onSave={onSave}
        onCancel={() => undefined}
      />
    </I18nextProvider>,
  );
  return onSave;
}

const saveButton = () => screen.getByRole('button', { name: 'Save on YouTube (450 units)' });
const rows = () => screen.getAllByTestId('cue-row');

describe('CueEditor', () => {
  it('saves the edited text and timing as cues', () => {
    const onSave = renderEditor();
    fireEvent.change(screen.getByLabelText('Text of cue 1'), { target: { value: 'Hello there' } });
    fireEvent.change(screen.getByLabelText('End of cue 2'), { target: { value: '0:00:03.250' } });
    expect(screen.getByText('Cues: 3. Ready to save.')).toBeTruthy();
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith([
      { startMs: 0, endMs: 1500, text: 'Hello there' },
      { startMs: 2000, endMs: 3250, text: 'Second' },
      { startMs: 3500, endMs: 5000, text: 'Third' },
    ]);
  });

  it('marks an overlap on the cue that overlaps, and refuses to save until it is fixed', () => {
    const onSave = renderEditor();
    const start = screen.getByLabelText('Start of cue 2');
    fireEvent.change(start, { target: { value: '0:00:01.000' } });
    expect(within(rows()[1]!).getByText('It starts before cue 1 ends.')).toBeTruthy();
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(within(rows()[0]!).queryByRole('list')).toBeNull();
    expect(screen.getByText('Cues with problems: 1. Fix them to save.')).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(start, { target: { value: '0:00:01.500' } });
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('marks order, end before start, unreadable times and empty text per cue', () => {
    renderEditor();
    fireEvent.change(screen.getByLabelText('Start of cue 1'), { target: { value: '0:00:01.000' } });
    fireEvent.change(screen.getByLabelText('End of cue 1'), { target: { value: '0:00:00.500' } });
    fireEvent.change(screen.getByLabelText('Start of cue 3'), { target: { value: '0:00:00.800' } });
    fireEvent.change(screen.getByLabelText('End of cue 2'), { target: { value: 'later' } });
    fireEvent.change(screen.getByLabelText('Text of cue 2'), { target: { value: '   ' } });
    expect(within(rows()[0]!).getByText('It ends before it starts, or at the same moment.')).toBeTruthy();
    expect(within(rows()[1]!).getByText('The end is not a time (for example 0:01:04.000).')).toBeTruthy();
    expect(within(rows()[1]!).getByText('It has no text.')).toBeTruthy();
    // Cue 2 cannot be timed, so cue 3 is compared with cue 1, which it starts before.
    expect(within(rows()[2]!).getByText('It starts before cue 1: move it or change its time.')).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a cue after another and removes one', () => {
    const onSave = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add a cue after cue 3' }));
    expect(rows()).toHaveLength(4);
    // A new cue starts empty: it must get text before saving.
    expect(within(rows()[3]!).getByText('It has no text.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Text of cue 4'), { target: { value: 'Fourth' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove cue 1' }));
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith([
      { startMs: 2000, endMs: 3000, text: 'Second' },
      { startMs: 3500, endMs: 5000, text: 'Third' },
      { startMs: 5000, endMs: 7000, text: 'Fourth' },
    ]);
  });
});
