// A video's title and description as an engine receives them (protected parts masked, lines that are only
// protected parts kept back) and as they are rebuilt from its answers for one language.
import {
  protectDocument,
  protectSegment,
  restoreDocument,
  restoreSegment,
  segmentsToSend,
  type GlossaryEntry,
  type ProtectedSegment,
} from './protected-text.ts';

export interface MaskedMetadata {
  title: ProtectedSegment;
  description: ReturnType<typeof protectDocument>;
  sent: ProtectedSegment[];
}

export function maskMetadata(
  title: string,
  description: string,
  glossary: readonly GlossaryEntry[],
): MaskedMetadata {
  const titleSegment = protectSegment(title, glossary);
  const doc = protectDocument(description, glossary);
  return {
    title: titleSegment,
    description: doc,
    sent: [...(titleSegment.verbatim ? [] : [titleSegment]), ...segmentsToSend(doc)],
  };
}

/** The engine's answers for one language → the title and description with their protected parts restored. */
export function rebuild(masked: MaskedMetadata, answers: readonly string[], language: string) {
  const titleAnswer = masked.title.verbatim ? '' : (answers[0] ?? '');
  const rest = masked.title.verbatim ? answers : answers.slice(1);
  const title = restoreSegment(masked.title, titleAnswer, language);
  const description = restoreDocument(masked.description, rest, language);
  return {
    title: title.text,
    description: description.text,
    repairs: [...title.repairs, ...description.repairs],
    rejected: title.rejected ?? description.rejected,
  };
}
