// Text as YouTube Studio takes it. The title as is. The description exactly as written in the editor (its
// chapter lines are timestamp-first lines and its hashtags close it, the editors keep it that way), with
// line breaks normalized. The tags as a comma-separated list, which Studio's tag box splits at the commas.
// "Copy all" puts the three under their field names, in the order Studio shows them.
import type { MetadataFields } from '@vidcraft/contracts';

export function studioTitle(title: string): string {
  return title;
}

export function studioDescription(description: string): string {
  return description
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\s+$/, '');
}

export function studioTags(tags: readonly string[]): string {
  return tags.join(', ');
}

export function studioField<F extends keyof MetadataFields>(field: F, value: MetadataFields[F]): string {
  if (field === 'tags') return studioTags(value as string[]);
  if (field === 'description') return studioDescription(value as string);
  return studioTitle(value as string);
}

export interface StudioLabels {
  title: string;
  description: string;
  tags: string;
}

export function studioAll(values: MetadataFields, labels: StudioLabels): string {
  return [
    `${labels.title}\n${studioTitle(values.title)}`,
    `${labels.description}\n${studioDescription(values.description)}`,
    `${labels.tags}\n${studioTags(values.tags)}`,
  ].join('\n\n');
}
