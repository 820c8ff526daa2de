// Word lists the promise check reads claims with, per supported language: number words, time and money units,
// negators, superlatives. Short and explicit on purpose: a claim the lists do not know is not reported, which is
// safer than reporting an honest title.

type Table = Record<string, string>;

const setCache = new Map<Table, Map<string, ReadonlySet<string>>>();

/** The words of `table` for `language` as a set (built once). */
export function wordSet(table: Table, language: string): ReadonlySet<string> {
  let byLanguage = setCache.get(table);
  if (!byLanguage) {
    byLanguage = new Map();
    setCache.set(table, byLanguage);
  }
  let set = byLanguage.get(language);
  if (!set) {
    set = new Set((table[language] ?? '').split(/\s+/u).filter(Boolean));
    byLanguage.set(language, set);
  }
  return set;
}

/** Spelled-out numbers, `word:value`. Values of 100 and 1000 multiply what comes before them. */
const NUMBER_WORDS: Table = {
  en: 'zero:0 one:1 two:2 three:3 four:4 five:5 six:6 seven:7 eight:8 nine:9 ten:10 eleven:11 twelve:12 thirteen:13 fourteen:14 fifteen:15 sixteen:16 seventeen:17 eighteen:18 nineteen:19 twenty:20 thirty:30 forty:40 fifty:50 sixty:60 seventy:70 eighty:80 ninety:90 hundred:100 thousand:1000',
  es: 'cero:0 un:1 uno:1 una:1 dos:2 tres:3 cuatro:4 cinco:5 seis:6 siete:7 ocho:8 nueve:9 diez:10 once:11 doce:12 trece:13 catorce:14 quince:15 dieciséis:16 diecisiete:17 dieciocho:18 diecinueve:19 veinte:20 veintiuno:21 veintidós:22 veintitrés:23 veinticuatro:24 veinticinco:25 veintiséis:26 veintisiete:27 veintiocho:28 veintinueve:29 treinta:30 cuarenta:40 cincuenta:50 sesenta:60 setenta:70 ochenta:80 noventa:90 cien:100 ciento:100 doscientos:200 trescientos:300 cuatrocientos:400 quinientos:500 seiscientos:600 setecientos:700 ochocientos:800 novecientos:900 mil:1000',
  pt: 'zero:0 um:1 uma:1 dois:2 duas:2 três:3 quatro:4 cinco:5 seis:6 sete:7 oito:8 nove:9 dez:10 onze:11 doze:12 treze:13 catorze:14 quatorze:14 quinze:15 dezesseis:16 dezessete:17 dezoito:18 dezenove:19 vinte:20 trinta:30 quarenta:40 cinquenta:50 sessenta:60 setenta:70 oitenta:80 noventa:90 cem:100 cento:100 duzentos:200 trezentos:300 quatrocentos:400 quinhentos:500 mil:1000',
  fr: 'zéro:0 un:1 une:1 deux:2 trois:3 quatre:4 cinq:5 six:6 sept:7 huit:8 neuf:9 dix:10 onze:11 douze:12 treize:13 quatorze:14 quinze:15 seize:16 vingt:20 vingts:20 trente:30 quarante:40 cinquante:50 soixante:60 cent:100 cents:100 mille:1000',
  de: 'null:0 ein:1 eine:1 eins:1 einen:1 zwei:2 drei:3 vier:4 fünf:5 sechs:6 sieben:7 acht:8 neun:9 zehn:10 elf:11 zwölf:12 dreizehn:13 vierzehn:14 fünfzehn:15 sechzehn:16 siebzehn:17 achtzehn:18 neunzehn:19 zwanzig:20 dreißig:30 vierzig:40 fünfzig:50 sechzig:60 siebzig:70 achtzig:80 neunzig:90 hundert:100 tausend:1000',
  hi: 'एक:1 दो:2 तीन:3 चार:4 पांच:5 पाँच:5 छह:6 छः:6 सात:7 आठ:8 नौ:9 दस:10 ग्यारह:11 बारह:12 तेरह:13 चौदह:14 पंद्रह:15 सोलह:16 सत्रह:17 अठारह:18 उन्नीस:19 बीस:20 पच्चीस:25 तीस:30 पैंतीस:35 चालीस:40 पैंतालीस:45 पचास:50 साठ:60 सड़सठ:67 सत्तर:70 अस्सी:80 नब्बे:90 सौ:100 हज़ार:1000 हजार:1000 डेढ़:1.5 ढाई:2.5',
};

/** Words joining the parts of one spelled-out number ("five hundred and ninety", "treinta y cinco"). */
export const NUMBER_JOINERS: Table = { en: 'and', es: 'y', pt: 'e', fr: 'et', de: 'und' };

const numberCache = new Map<string, ReadonlyMap<string, number>>();
export function numberWords(language: string): ReadonlyMap<string, number> {
  let map = numberCache.get(language);
  if (!map) {
    map = new Map(
      (NUMBER_WORDS[language] ?? '')
        .split(/\s+/u)
        .filter(Boolean)
        .map((entry) => {
          const [word = '', value = '0'] = entry.split(':');
          return [word, Number(value)] as const;
        }),
    );
    numberCache.set(language, map);
  }
  return map;
}

/** Time units, `word:seconds`. */
const TIME_UNITS: Table = {
  en: 'second:1 seconds:1 sec:1 secs:1 minute:60 minutes:60 min:60 mins:60 hour:3600 hours:3600 hr:3600 hrs:3600 day:86400 days:86400 week:604800 weeks:604800 month:2592000 months:2592000 year:31536000 years:31536000',
  es: 'segundo:1 segundos:1 minuto:60 minutos:60 min:60 hora:3600 horas:3600 día:86400 días:86400 dia:86400 dias:86400 semana:604800 semanas:604800 mes:2592000 meses:2592000 año:31536000 años:31536000',
  pt: 'segundo:1 segundos:1 minuto:60 minutos:60 min:60 hora:3600 horas:3600 dia:86400 dias:86400 semana:604800 semanas:604800 mês:2592000 meses:2592000 ano:31536000 anos:31536000',
  fr: 'seconde:1 secondes:1 minute:60 minutes:60 min:60 heure:3600 heures:3600 jour:86400 jours:86400 semaine:604800 semaines:604800 mois:2592000 an:31536000 ans:31536000 année:31536000 années:31536000',
  de: 'sekunde:1 sekunden:1 minute:60 minuten:60 min:60 stunde:3600 stunden:3600 tag:86400 tage:86400 tagen:86400 woche:604800 wochen:604800 monat:2592000 monate:2592000 monaten:2592000 jahr:31536000 jahre:31536000 jahren:31536000',
  hi: 'सेकंड:1 मिनट:60 घंटा:3600 घंटे:3600 दिन:86400 हफ्ता:604800 हफ्ते:604800 हफ़्ते:604800 सप्ताह:604800 महीना:2592000 महीने:2592000 साल:31536000 वर्ष:31536000',
};

export function timeUnitSeconds(word: string, language: string): number | null {
  for (const entry of wordSet(TIME_UNITS, language)) {
    const [unit, seconds] = entry.split(':');
    if (unit === word) return Number(seconds);
  }
  return null;
}

/** Japanese and Chinese time and money counters written right after the number. */
export const CJK_UNITS: Record<string, number | 'JPY' | 'CNY'> = {
  秒: 1,
  分: 60,
  分間: 60,
  時間: 3600,
  日: 86400,
  日間: 86400,
  週間: 604800,
  か月: 2592000,
  ヶ月: 2592000,
  カ月: 2592000,
  年: 31536000,
  円: 'JPY',
  元: 'CNY',
};

/** Currency words after a number, by currency. Symbols are read separately. */
const CURRENCY_WORDS: Table = {
  en: 'dollar:USD dollars:USD bucks:USD euro:EUR euros:EUR pound:GBP rupees:INR',
  es: 'euro:EUR euros:EUR dólar:USD dólares:USD peso:MXN pesos:MXN',
  pt: 'real:BRL reais:BRL euro:EUR euros:EUR dólar:USD dólares:USD',
  fr: 'euro:EUR euros:EUR dollar:USD dollars:USD',
  de: 'euro:EUR euros:EUR dollar:USD',
  hi: 'रुपये:INR रुपए:INR रुपया:INR',
};

export function currencyOfWord(word: string, language: string): string | null {
  for (const entry of wordSet(CURRENCY_WORDS, language)) {
    const [unit, code] = entry.split(':');
    if (unit === word) return code ?? null;
  }
  return null;
}

export const CURRENCY_SYMBOLS: Record<string, string> = {
  '€': 'EUR',
  $: 'USD',
  '£': 'GBP',
  '₹': 'INR',
  '¥': 'JPY',
};

/** Weights, `word:kilograms`; English "pounds" after a number is weight, not money. */
const WEIGHT_UNITS: Table = {
  en: 'pound:0.4536 pounds:0.4536 lb:0.4536 lbs:0.4536 kilo:1 kilos:1 kg:1',
  es: 'kilo:1 kilos:1 kg:1 libra:0.4536 libras:0.4536',
  pt: 'quilo:1 quilos:1 kg:1',
  fr: 'kilo:1 kilos:1 kg:1',
  de: 'kilo:1 kg:1 pfund:0.5',
  hi: 'किलो:1',
};

export function weightUnitKilos(word: string, language: string): number | null {
  for (const entry of wordSet(WEIGHT_UNITS, language)) {
    const [unit, kilos] = entry.split(':');
    if (unit === word) return Number(kilos);
  }
  return null;
}

/**
 * Words after a number that make it part of a product or model name ("Note 13 Pro", "RTX 4070 Super"), and words
 * before it that make it an episode or list position ("part 3", "day 20").
 */
export const MODEL_SUFFIXES = new Set(
  'pro max plus ultra mini super ti xt lite se fe edition gen generation series mk'.split(' '),
);
export const POSITION_WORDS = new Set(
  'part parte teil partie ep episode episodio épisode folge vol volume day día dia jour tag level nivel niveau round season temporada saison staffel chapter capítulo chapitre kapitel number número numéro nummer no'.split(
    ' ',
  ),
);

/** Phrases before an amount that make it an upper bound ("under $100": any total up to 100 keeps the promise). */
export const UPPER_BOUNDS: Record<string, string[]> = {
  en: ['under', 'below', 'within', 'less than', 'fewer than'],
  es: ['menos de', 'por debajo de'],
  pt: ['menos de', 'até', 'abaixo de'],
  fr: ['moins de', 'sous'],
  de: ['unter', 'weniger als', 'innerhalb von'],
};

/** Words that negate what follows them in the same clause. */
export const NEGATORS: Table = {
  en: "no not never without don't doesn't didn't isn't aren't wasn't won't can't cannot nobody none nothing zero",
  es: 'no sin nunca ni nadie ningún ninguna ninguno nada jamás',
  pt: 'não sem nunca nem ninguém nenhum nenhuma nada jamais',
  fr: 'ne pas sans jamais aucun aucune rien',
  de: 'nicht kein keine keinen keiner keinem ohne nie niemals nichts',
  hi: 'नहीं बिना न मत',
};

/** The words that introduce an item a title says the video goes without ("no oven", "sin horno"). */
export const WITHOUT_WORDS: Table = {
  en: 'no without zero',
  es: 'sin',
  pt: 'sem',
  fr: 'sans',
  de: 'ohne',
  hi: 'बिना',
};

/** Words in front of an item that say it is used: "into the oven", "con el horno", "mit beiden Hanteln". */
export const USE_CUES: Table = {
  en: 'in into inside with use uses using used need needs needed grab take put pop preheat preheated onto',
  es: 'en al con usar uso usa usamos usando meter mete metemos necesitas necesitamos necesitáis pon ponemos',
  pt: 'no na em com usar use usa usamos usando coloca coloque leva leve pega pegue precisa precisamos',
  fr: 'dans au avec utiliser utilisez utilise prenez prends mettez mets enfournez besoin',
  de: 'in im ins mit nehmen nehmt nimm braucht brauchen brauchst benutzen benutzt',
  hi: 'में से पर',
};

/** Category words ("no equipment") and the items that count as one of them when the video uses them. */
export const CATEGORY_MEMBERS: Record<string, Record<string, string>> = {
  en: {
    equipment:
      'dumbbell dumbbells kettlebell kettlebells barbell barbells weights band bands resistance machine',
    gear: 'dumbbell dumbbells kettlebell kettlebells barbell barbells weights band bands resistance',
  },
  es: {
    equipo: 'mancuerna mancuernas pesas kettlebell barra banda bandas gomas',
    material: 'mancuerna mancuernas pesas kettlebell barra banda bandas gomas',
    equipamiento: 'mancuerna mancuernas pesas kettlebell barra banda bandas gomas',
  },
  pt: {
    equipamento: 'halter halteres kettlebell anilha anilhas barra elástico elásticos caneleira caneleiras',
    equipamentos: 'halter halteres kettlebell anilha anilhas barra elástico elásticos caneleira caneleiras',
  },
  fr: {
    matériel: 'haltère haltères kettlebell barre élastique élastiques',
    équipement: 'haltère haltères kettlebell barre élastique élastiques',
  },
  de: {
    geräte: 'hantel hanteln kurzhantel kurzhanteln langhantel kettlebell widerstandsband band gewichte',
    equipment: 'hantel hanteln kurzhantel kurzhanteln langhantel kettlebell widerstandsband band gewichte',
  },
};

/** Superlatives and "ultimate"-style absolutes that make a claim about all alternatives. */
export const SUPERLATIVES: Table = {
  en: 'best worst ultimate greatest fastest biggest largest easiest cheapest strongest healthiest perfect',
  es: 'mejor mejores peor peores definitivo definitiva definitivos máximo',
  pt: 'melhor melhores pior piores definitivo definitiva',
  fr: 'meilleur meilleure meilleurs meilleures pire ultime parfait parfaite',
  de: 'beste besten bester bestes schnellste schnellsten größte größten ultimative ultimativen perfekte',
  hi: 'बेस्ट सर्वश्रेष्ठ',
};

/** Romance words that are comparatives ("un pan mejor") unless a definite article makes them superlatives. */
export const COMPARATIVE_UNLESS_ARTICLE = new Set(
  'mejor mejores peor peores melhor melhores pior piores meilleur meilleure meilleurs meilleures pire pires'.split(
    ' ',
  ),
);
export const DEFINITE_ARTICLES: Table = {
  es: 'el la los las lo',
  pt: 'o a os as',
  fr: 'le la les',
};

/** Superlatives written as one unit in Japanese and Chinese titles ("【最強】"). */
export const CJK_SUPERLATIVES = ['最強', '最高', '最速', '最安', '史上最', '究極', '一番', '最好', '最强'];
