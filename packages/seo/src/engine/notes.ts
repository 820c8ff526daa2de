// What the engines and the rules check say about a suggestion: a stable code, its values, and a plain-English
// message. Interfaces translate by code (the web app's `engineNotes.<code>` keys use the same values as
// {{placeholders}}); the message is for everyone else (logs, API clients, golden files).

export type NoteDetails = Record<string, string | number>;

export interface SuggestionNote {
  /** Absent for free text, such as an AI provider's own rationale for a title. */
  code?: NoteCode;
  message: string;
  details?: NoteDetails;
}

const quoted = (items: readonly string[]) => items.map((item) => `“${item}”`).join(', ');

/** Every note, by code, with its English message. `count` selects plural forms in translations. */
const MESSAGES = {
  // Title candidates (their rationale).
  'title.calmed': () => 'Same words without ALL CAPS and repeated ! or ?, which read as clickbait.',
  'title.anglesReplaced': () => 'Same words; < and > replaced because YouTube rejects them in titles.',
  'title.frontLoaded': (d: { keyword: string }) =>
    `Your words reordered so “${d.keyword}” comes first and branding comes last.`,
  'title.fitsMobile': (d: { parts: string }) =>
    `Fits the mobile home feed without being cut; leaves out ${d.parts}.`,
  'title.keywordAdded': (d: { keyword: string }) =>
    `Adds your main keyword “${d.keyword}”, which the title does not mention, in front.`,
  'title.claimsRemoved': (d: { claims: string }) =>
    `Same words without ${d.claims}, which the video does not back up.`,
  'title.channelRemoved': () =>
    'Same words without the channel name, which YouTube already shows under the title.',
  'title.tidied': () =>
    'Same words without clickbait casing and punctuation, claims the video does not back up or the channel name.',
  'title.valuePromise': (d: { topics: string }) =>
    `Says what the viewer gets, in the video's own words: ${d.topics}.`,
  'title.fromTranscript': (d: { keyword: string }) =>
    `Leads with the video's main keyphrase “${d.keyword}”, taken from its own words.`,
  'title.fromTranscriptCovers': (d: { keyword: string; topics: string }) =>
    `Leads with the video's main keyphrase “${d.keyword}” and says what it covers (${d.topics}), taken from its own words.`,
  // Notes about the titles.
  'title.keywordLate': (d: { keyword: string; window: number }) =>
    `“${d.keyword}” comes after the first ${d.window} characters of the title. Moving it means rewriting the sentence, which the Basic engine does not do; an AI provider can.`,
  'title.noKeyword': () =>
    'There is not enough text to tell the main keyword, so titles are left as they are.',
  'title.alreadyGood': (d: { keyword: string }) =>
    `Your title already puts “${d.keyword}” up front and fits on mobile; no change suggested.`,
  'title.shortened': (d: { title: string }) =>
    `A title candidate was shortened to YouTube's 100-character limit: “${d.title}”.`,
  'title.empty': () => 'An empty title candidate was dropped.',
  // Chapters.
  'chapters.onShort': () => 'Shorts do not have chapters.',
  'chapters.needCaptions': () => 'Chapters need captions to place them at real timestamps.',
  'chapters.noTopicChanges': () =>
    'The captions do not show three clear topic changes far enough apart for chapters.',
  'chapters.invalid': () =>
    'Chapters need a first chapter at 0:00 and at least three, each at a caption timestamp.',
  // Tags and hashtags.
  'tags.creatorLeftOut': (d: { count: number; tags: string; budget: number }) =>
    `Left out ${d.count} of your tags (${d.tags}) to stay within YouTube's ${d.budget}-character tag limit or because YouTube would not keep them as written.`,
  'tags.overBudget': (d: { count: number; budget: number }) =>
    `${d.count} ${d.count === 1 ? 'tag was' : 'tags were'} left out to stay within YouTube's ${d.budget}-character tag budget.`,
  'hashtags.overFifteen': (d: { count: number }) =>
    `${d.count} ${d.count === 1 ? 'hashtag' : 'hashtags'} beyond 15 ${d.count === 1 ? 'was' : 'were'} dropped (YouTube ignores all past 60; 3–5 work best).`,
  // The description.
  'description.anglesReplaced': () => 'Replaced < and > with ‹ and ›: YouTube rejects them in descriptions.',
  'description.hookFromCaptions': () =>
    'The first line quotes your captions so the main keyword shows above the fold.',
  'description.keywordLead': (d: { keyword: string }) =>
    `The description now opens with “${d.keyword}” so it shows above the fold.`,
  'description.summaryAdded': () =>
    'Added a short summary made of sentences from your captions; edit it to taste.',
  'description.chaptersReplaced': () =>
    'Your chapters would not show on YouTube; replaced them with chapters at caption timestamps.',
  'description.summaryLeftOut': () => 'Left out the caption summary to stay within 5,000 bytes.',
  'description.paragraphsLeftOut': (d: { count: number }) =>
    `Left out your last ${d.count === 1 ? 'paragraph' : `${d.count} paragraphs`} without links to stay within YouTube's 5,000-byte limit; review before using.`,
  'description.cutAtLimit': () =>
    'Your own text is over 5,000 bytes even without extras; this suggestion is cut at the limit. Please shorten it yourself.',
  'description.shortened': () => "The suggested description was shortened to fit YouTube's 5,000-byte limit.",
  'description.linksKept': () =>
    'Links from the current description were kept at the end of the suggested description.',
  'description.linksLeftOut': () => 'The suggestion left out links of the current description.',
  // Captions as input.
  'captions.none': () =>
    'This video has no captions, so suggestions use its title, description and tags only.',
  'captions.noPermission': () =>
    'Captions were not read: reading them needs the caption permission for this channel.',
  'captions.quota': () => 'Captions were not read: today’s YouTube quota is used up.',
} satisfies Record<string, (details: never) => string>;

export type NoteCode = keyof typeof MESSAGES;
type DetailsOf<C extends NoteCode> = Parameters<(typeof MESSAGES)[C]>[0];

/** Every code, for interfaces that keep a translation of each note. */
export const NOTE_CODES = Object.keys(MESSAGES) as NoteCode[];

/** A note by code; list values are passed already quoted so translations place them as one phrase. */
export function note<C extends NoteCode>(
  code: C,
  ...[details]: DetailsOf<C> extends undefined ? [] : [DetailsOf<C>]
): SuggestionNote {
  const message = (MESSAGES[code] as (d: unknown) => string)(details);
  return details ? { code, message, details: details as NoteDetails } : { code, message };
}

/** A list of the creator's words for a note's value: “a”, “b”, “c”, with … past `max`. */
export function quotedList(items: readonly string[], max = 3): string {
  return items.length > max ? `${quoted(items.slice(0, max))}, …` : quoted(items);
}
