import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DropdownMenu } from 'radix-ui';
import { englishI18n } from '../test/english-i18n.ts';
import { AppProviders } from './app-providers.tsx';

function OpenMenu() {
  return (
    <DropdownMenu.Root open>
      <DropdownMenu.Trigger>menu</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content>
          <DropdownMenu.Item>item</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

describe('AppProviders', () => {
  it("gives Radix widgets the interface language's direction, and follows a language change", async () => {
    const i18n = englishI18n();
    render(
      <AppProviders i18n={i18n}>
        <OpenMenu />
      </AppProviders>,
    );
    expect(screen.getByRole('menu').getAttribute('dir')).toBe('ltr');
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByRole('menu').getAttribute('dir')).toBe('rtl');
    await act(() => i18n.changeLanguage('he'));
    expect(screen.getByRole('menu').getAttribute('dir')).toBe('rtl');
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('menu').getAttribute('dir')).toBe('ltr');
  });
});
