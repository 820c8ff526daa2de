import { fireEvent, render, screen, within } from '@testing-library/react';
import type { HistoryEntry } from '@vidcraft/contracts';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { HistoryEntryCard } from './history-entry-card.tsx';
import { RevertDialog } from './revert-dialog.tsx';

const i18n = englishI18n();

function translationEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: 'e1',
    videoId: 'dQw4w9WgXcQ',
    videoTitle: 'Street food in Lima',
    videoThumbnailUrl: null,
    kind: 'publish',
    status: 'succeeded',
    engine: null,
    before: {
      localizations: {
        de: { title: 'Streetfood in Lima', description: 'Alt' },
        fr: { title: 'Cuisine de rue', description: 'Vieux' },
      },
      defaultLanguage: null,
    },
    after: {
      localizations: {
        de: { title: 'Streetfood in Lima (neu)', description: 'Neu' },
        iw: { title: 'אוכל רחוב בלימה', description: 'תיאור' },
      },
      defaultLanguage: 'en',
    },
    changedFields: ['localizations', 'defaultLanguage'],
    scoreBefore: 75,
    scoreAfter: 75,
    revertsId: null,
    revertedById: null,
    error: null,
    createdAt: '2026-03-10T12:00:00.000Z',
    ...overrides,
  };
}

function renderCard(entry: HistoryEntry) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ul>
          <HistoryEntryCard entry={entry} highlighted={false} busy={false} onRevert={vi.fn()} />
        </ul>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

function row(name: string): HTMLElement {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`no row for ${name}`);
  return item;
}

describe('history card: a translation publish', () => {
  it('lists each language as added, changed or removed, with the title before → after', () => {
    renderCard(translationEntry());
    const translations = screen.getByRole('region', { name: 'Translations' });
    expect(within(translations).getAllByRole('listitem')).toHaveLength(3);
    expect(within(row('German')).getByText('Changed')).toBeTruthy();
    expect(within(row('German')).getByText('Streetfood in Lima')).toBeTruthy();
    expect(within(row('German')).getByText('Streetfood in Lima (neu)').getAttribute('dir')).toBe('auto');
    expect(within(row('Hebrew')).getByText('Added')).toBeTruthy();
    expect(within(row('Hebrew')).getByText('אוכל רחוב בלימה')).toBeTruthy();
    expect(within(row('French')).getByText('Removed')).toBeTruthy();
  });

  it('shows the default language before → after', () => {
    renderCard(translationEntry());
    const section = screen.getByRole('region', { name: 'Default language' });
    expect(within(section).getByText('None')).toBeTruthy();
    expect(within(section).getByText('English')).toBeTruthy();
  });

  it('hides the score line when no title, description or tags changed', () => {
    renderCard(translationEntry());
    expect(screen.queryByText('Vidcraft score')).toBeNull();
  });

  it('keeps the score line for a metadata publish', () => {
    renderCard(
      translationEntry({
        before: { title: 'Old' },
        after: { title: 'New' },
        changedFields: ['title'],
        scoreBefore: 60,
        scoreAfter: 75,
      }),
    );
    expect(screen.getByText('Vidcraft score')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Translations' })).toBeNull();
  });

  it('collapses many languages behind "show all"', () => {
    const ids = ['ar', 'bg', 'cs', 'da', 'de', 'el', 'es', 'fi', 'fr', 'hi', 'it', 'ja'];
    renderCard(
      translationEntry({
        before: { localizations: {} },
        after: { localizations: Object.fromEntries(ids.map((id) => [id, { title: `Title ${id}` }])) },
        changedFields: ['localizations'],
      }),
    );
    const translations = screen.getByRole('region', { name: 'Translations' });
    expect(within(translations).getAllByRole('listitem')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 12 languages' }));
    expect(within(translations).getAllByRole('listitem')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(within(translations).getAllByRole('listitem')).toHaveLength(8);
  });
});

describe('revert dialog: a translation publish', () => {
  it('lists the languages that go back: added ones removed, changed and removed ones restored', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <RevertDialog
          entry={translationEntry()}
          pending={false}
          failure={null}
          onConfirm={vi.fn()}
          onClose={vi.fn()}
        />
      </I18nextProvider>,
    );
    const dialog = screen.getByRole('dialog');
    const translations = within(dialog).getByRole('region', { name: 'Translations' });
    expect(within(translations).getAllByRole('listitem')).toHaveLength(3);
    expect(within(row('Hebrew')).getByText('Removed')).toBeTruthy();
    expect(within(row('German')).getByText('Restored')).toBeTruthy();
    expect(within(row('French')).getByText('Restored')).toBeTruthy();
    // The title goes from what YouTube has now back to the earlier one.
    const german = within(row('German'));
    expect(german.getByText('Streetfood in Lima (neu)').className).toContain('line-through');
    expect(german.getByText('Streetfood in Lima').className).not.toContain('line-through');
    const defaults = within(dialog).getByRole('region', { name: 'Default language' });
    expect(within(defaults).getByText('English').className).toContain('line-through');
    expect(within(defaults).getByText('None')).toBeTruthy();
  });
});
