// The language picker's logic, without React: the offered languages in their two groups (the 57 first, then
// the rest of YouTube's), search over every name a language goes by, presets, select all and none. A selection
// is kept in the offered order, so the grid, the estimate and the request list languages the same way.
import { MORE_YOUTUBE_LANGUAGES, TRANSLATION_LANGUAGES } from '@vidcraft/contracts';
import { languageName, nativeLanguageName } from './language-names.ts';

export interface LanguageGroups {
  core: readonly string[];
  more: readonly string[];
}

export interface Preset {
  id: string;
  languages: readonly string[];
}

/** The contract's lists, used until (or if) the server's capabilities say otherwise. */
export const DEFAULT_GROUPS: LanguageGroups = { core: TRANSLATION_LANGUAGES, more: MORE_YOUTUBE_LANGUAGES };

/** Lower case, accents gone: "Español" and "espanol" match, "Français" and "francais". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/** Every name a language is found by: its id, its name in the interface language and in English, its own name. */
export function searchTerms(youtubeId: string, interfaceLanguage: string): string[] {
  return [
    youtubeId,
    languageName(youtubeId, interfaceLanguage),
    languageName(youtubeId, 'en'),
    nativeLanguageName(youtubeId),
  ].map(foldForSearch);
}

export function matchesQuery(youtubeId: string, query: string, interfaceLanguage: string): boolean {
  const wanted = foldForSearch(query.trim());
  if (!wanted) return true;
  return searchTerms(youtubeId, interfaceLanguage).some((term) => term.includes(wanted));
}

/** The groups with only the languages the query finds (order kept). */
export function filterGroups(
  groups: LanguageGroups,
  query: string,
  interfaceLanguage: string,
): LanguageGroups {
  const keep = (ids: readonly string[]) => ids.filter((id) => matchesQuery(id, query, interfaceLanguage));
  return { core: keep(groups.core), more: keep(groups.more) };
}

/** The selection in the offered order (core, then more, then anything unknown as it came), without repeats. */
export function inOfferedOrder(selected: Iterable<string>, groups: LanguageGroups): string[] {
  const chosen = new Set(selected);
  const offered = [...groups.core, ...groups.more];
  const known = new Set(offered);
  return [...offered.filter((id) => chosen.has(id)), ...[...chosen].filter((id) => !known.has(id))];
}

export function toggleLanguage(selected: readonly string[], id: string, groups: LanguageGroups): string[] {
  return selected.includes(id)
    ? selected.filter((item) => item !== id)
    : inOfferedOrder([...selected, id], groups);
}

/** A preset counts as chosen when every one of its languages is. */
export function presetActive(selected: readonly string[], preset: Preset): boolean {
  return preset.languages.length > 0 && preset.languages.every((id) => selected.includes(id));
}

/** Choosing a preset adds its languages (presets combine); choosing an active one takes them out again. */
export function togglePreset(selected: readonly string[], preset: Preset, groups: LanguageGroups): string[] {
  if (presetActive(selected, preset)) return selected.filter((id) => !preset.languages.includes(id));
  return inOfferedOrder([...selected, ...preset.languages], groups);
}

/** "Select all" takes every language the search shows (all of them when there is no search). */
export function selectAllShown(selected: readonly string[], shown: LanguageGroups, groups: LanguageGroups) {
  return inOfferedOrder([...selected, ...shown.core, ...shown.more], groups);
}

/** "Select none" clears the languages the search shows (everything when there is no search). */
export function selectNoneShown(selected: readonly string[], shown: LanguageGroups): string[] {
  const hidden = new Set([...shown.core, ...shown.more]);
  return selected.filter((id) => !hidden.has(id));
}
