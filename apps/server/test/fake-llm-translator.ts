// A model for the fake OpenAI server that "translates" what the LLM translation engine asks by tagging each
// segment with its language (`[de] text`), placeholders and lines untouched. Used by the engine's tests and by
// bench/translate; reading the request follows the prompt's format (translation-prompt.ts).
import type { FakeRequest } from './fake-openai.ts';

type Body = FakeRequest['body'];
export interface Asked {
  languages: string[];
  segments: { id: string; text: string }[];
  context?: unknown;
}

/** What a request asked for: the target languages listed in the user message and its JSON document. */
export function asked(body: Body): Asked {
  const user = body.messages.find((m) => m.role === 'user')!.content;
  const languages = [...user.matchAll(/^- (\S+) \(/gm)].map((m) => m[1]!);
  const data = JSON.parse(user.split('\n').at(-1)!) as Omit<Asked, 'languages'>;
  return { languages, ...data };
}

/** The tagged answer to a request; `leaveOut` drops one language, or one segment of one language. */
export function tagged(body: Body, leaveOut: { language?: string; segment?: string } = {}) {
  const request = asked(body);
  return {
    translations: request.languages
      .filter((language) => language !== leaveOut.language || leaveOut.segment !== undefined)
      .map((language) => ({
        language,
        segments: request.segments
          .filter((s) => !(language === leaveOut.language && s.id === leaveOut.segment))
          .map((s) => ({ id: s.id, text: `[${language}] ${s.text}` })),
      })),
  };
}
