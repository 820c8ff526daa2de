// Development-time script: writes src/language/stopwords.generated.ts, the stop-words for Vidcraft's 23
// interface languages, one space-separated string per language.
//
//   node packages/seo/scripts/extract-stopwords.ts
//
// Sources: stopwords-iso 1.1.0 (MIT) for every language but two. English comes from the curated list below,
// because stopwords-iso's English list (1,298 entries) includes content words ("computer", "fire", "free",
// "great", "home") that a keyword extractor must keep. Belarusian is missing from stopwords-iso, so its list is
// written below (pronouns, prepositions, conjunctions, particles and the forms of быць). Every language also
// gets the spoken fillers and YouTube boilerplate ("video", "subscribe") that captions are full of.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const OUT = path.resolve(import.meta.dirname, '../src/language/stopwords.generated.ts');
const iso = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;

const ENGLISH = `a about above across after again against ago all almost along already also although always am among
an and another any anybody anyone anything anyway anywhere are around as at away be because been before being
below beside besides between both but by can cannot could did do does doing done down during each either else
enough even ever every everybody everyone everything few for from further get gets getting go goes going gone got
gotten had has have having he her here hers herself him himself his how however i if in into is it its itself
just least less let lets like many may maybe me might mine more most much must my myself near neither never
next no nobody none nor not nothing now of off often oh ok okay on once only onto or other others
otherwise our ours ourselves out over own per perhaps please quite rather really right said same say says see
seem seems several shall she should since so some somebody someone something sometimes somewhere soon still such
sure than that the their theirs them themselves then there these they thing things this those though through
thus till to today together too toward towards under until up upon us use used using very via want wanna gonna
was way we well were what whatever when whenever where wherever whether which while who whoever whole whom whose
why will with within without would yeah yes yet you your yours yourself yourselves um uh hey hi hello guys
actually basically literally video videos channel subscribe comment comments link description`;

const CONTRACTIONS = `i'm i've i'd i'll you're you've you'd you'll he's she's it's we're we've we'd we'll they're
they've they'd they'll that's there's here's what's where's who's let's don't doesn't didn't can't couldn't won't
wouldn't shouldn't isn't aren't wasn't weren't haven't hasn't hadn't`;

const BELARUSIAN = `а але ад адзін адна адно адкуль аж без бо бы быў была было былі быць будзе буду будзем
будзеце будуць ва вам вамі вас ваш ваша ваша вашы вось вы вельмі да дзе для ды ж жа з за зноў і ім імі іх й
каб калі каля кожны куды ледзь мае маё маюць мая мне мной мой мы мяне на над нам намі нас наш наша нашы не
нельга ні ніколі нічога ну па пад пакуль паміж пасля перад потым пра праз пры са сабе сабой сам сама самі само
сваё свае свая свой сёння сябе так такі такая такое таксама там таму табе тады то тое той толькі тут ты тыя
тым тых у ужо усе усё уся увесь ў хто хоць цябе цяпер ці чаму чым што шмат ён ёй ёсць ёю яго яе яму яна яно
яны які якая якое якія яшчэ як я прывітанне відэа канал падпісвайцеся`;

// Spoken fillers, greetings and channel boilerplate per language (captions are speech).
const EXTRA: Record<string, string> = {
  es: 'hola bueno vale pues vídeo video canal suscríbete suscribíos hoy gracias',
  fr: 'bonjour salut voilà alors vidéo chaîne abonnez aujourd’hui merci',
  de: 'hallo also okay video kanal abonniert heute danke',
  it: 'ciao allora ecco video canale iscriviti oggi grazie',
  pt: 'olá oi então vídeo canal inscreva hoje obrigado obrigada',
  ru: 'привет ну вот видео канал подписывайтесь сегодня спасибо',
  uk: 'привіт ну ось відео канал підписуйтесь сьогодні дякую',
  he: 'שלום היום סרטון ערוץ תודה',
  ja: 'こんにちは 今日 今回 動画 チャンネル 登録 皆さん みなさん',
  ko: '안녕하세요 오늘 영상 채널 구독 여러분',
  zh: '大家好 今天 视频 影片 频道 订阅 大家',
  ar: 'أهلاً أهلا وسهلاً مرحبا اليوم فيديو قناة اشتركوا شكراً',
  hi: 'नमस्ते दोस्तों आज वीडियो चैनल सब्सक्राइब धन्यवाद',
  th: 'สวัสดี วันนี้ วิดีโอ ช่อง ครับ ค่ะ คะ นะ',
  vi: 'xin chào hôm nay video kênh đăng ký',
  tr: 'merhaba bugün video kanal abone teşekkürler',
  pl: 'cześć dzisiaj wideo kanał subskrybuj dzięki',
  nl: 'hallo vandaag video kanaal abonneer bedankt',
  sv: 'hej idag video kanal prenumerera tack',
  da: 'hej idag video kanal abonner tak',
  no: 'hei idag video kanal abonner takk',
};

const LANGUAGES = 'en es fr de it pt ru uk be he ja ko zh ar hi th vi tr pl nl sv da no'.split(' ');

function words(text: string): string[] {
  return text.split(/\s+/u).filter(Boolean);
}

function listFor(language: string): string[] {
  const base =
    language === 'en'
      ? [...words(ENGLISH), ...words(CONTRACTIONS), ...words(CONTRACTIONS.replace(/'/g, '’'))]
      : language === 'be'
        ? words(BELARUSIAN)
        : (iso[language] ?? []);
  if (base.length === 0) throw new Error(`no stop-words for ${language}`);
  const all = [...base, ...words(EXTRA[language] ?? '')]
    .map((w) => w.normalize('NFC').toLocaleLowerCase(language).trim())
    // Multi-word entries and digits never match a single token.
    .filter((w) => w.length > 0 && !/[\s\d]/u.test(w));
  return [...new Set(all)].sort();
}

const lines = [
  '// GENERATED by `node packages/seo/scripts/extract-stopwords.ts` (sources and choices in that script).',
  '// Do not edit by hand. One space-separated list per interface language.',
  '',
  'export const STOPWORDS: Readonly<Record<string, string>> = {',
  ...LANGUAGES.map((l) => `  ${l}: ${JSON.stringify(listFor(l).join(' '))},`),
  '};',
  '',
];
fs.writeFileSync(OUT, lines.join('\n'));
console.log(`wrote ${OUT} (${fs.statSync(OUT).size} bytes)`);
