// The promise check on short hand-written videos: each kind of claim, honest and not, in English and Spanish (and
// the other languages where the word lists reach), plus the whole evaluation set.
import { describe, expect, it } from 'vitest';
import { checkPromise } from '../src/index.ts';
import type { PromiseKind } from '../src/index.ts';
import { transcriptOf } from '../eval/expectations.ts';
import { loadVideos } from '../eval/load.ts';

const kinds = (title: string, transcript: string, language: string, thumbnailText?: string) =>
  checkPromise({ title, transcript, language, ...(thumbnailText ? { thumbnailText } : {}) }).map(
    (i) => i.kind,
  );

describe('checkPromise: numbers', () => {
  it.each([
    ['en', '10 Tips for Better Bread', 'Here are three tips. One, a hot oven. Two, steam. Three, patience.'],
    ['es', '10 trucos para un pan mejor', 'Hoy os enseño tres trucos para el pan de casa.'],
    ['en', 'Paris on €40 a Day', 'We spent about ninety euros a day each.'],
    ['es', 'Cómo ahorré 10.000 € en un año', 'Al final del año tenía 6.200 euros ahorrados, en un año.'],
  ])('%s “%s” is flagged when the video never says the number', (language, title, transcript) => {
    const issues = checkPromise({ title, transcript, language });
    expect(issues.map((i) => i.kind)).toEqual(['number']);
    expect(issues[0]?.message).toMatch(/never says that number/u);
  });

  it.each([
    ['en', '3 Kettlebell Moves for Stronger Hips', 'Three kettlebell moves for stronger hips.'],
    ['es', '3 errores con el arroz', 'Tres errores que estropean tu arroz.'],
    ['en', 'Workbench Under $100', 'The lumber cost me eighty-seven dollars and the feet twelve dollars.'],
    ['en', 'RTX 4070 Super Review 2024', 'This is the RTX 4070 Super.'],
    ['en', 'my iceland trip vlog part 3', 'Day three of the trip.'],
    // A clock or timer reading is not a count of what follows it ("30 soft boiled egg").
    ['en', 'The 6:30 soft boiled egg #shorts', ''],
    ['en', '5:30 AM morning routine', 'I get up early.'],
  ])('%s “%s” is honest', (language, title, transcript) => {
    expect(kinds(title, transcript, language)).toEqual([]);
  });
});

describe('checkPromise: durations', () => {
  it.each([
    ['en', 'Lose Weight in 7 Days', 'A healthy pace is half a kilo a week.'],
    ['en', 'This 5 Minute Workout', 'That is about twelve minutes from start to finish.'],
    ['es', 'Aprende a tocar la guitarra en 7 días', 'Nadie aprende la guitarra en una semana.'],
    ['es', 'Flan en 10 minutos', 'Lo dejamos a fuego bajo unos cuarenta minutos.'],
  ])('%s “%s” is flagged', (language, title, transcript) => {
    expect(kinds(title, transcript, language)).toEqual(['duration']);
  });

  it.each([
    ['en', 'Skillet Pizza in 10 MINUTES', 'From dough to plate, that was just under ten minutes.'],
    ['es', 'Pelar una cabeza de ajo en 10 segundos', 'Agita con fuerza. Uno, dos, tres… diez segundos.'],
    ['de', '20 Minuten Ganzkörper-Workout', 'Das waren zwanzig Minuten.'],
    ['hi', '1 मिनट में चाय मसाला', 'एक मिनट में घर का चाय मसाला।'],
    ['ja', '10秒でできるストレッチ', 'ここで10秒キープ。'],
  ])('%s “%s” is backed', (language, title, transcript) => {
    expect(kinds(title, transcript, language)).toEqual([]);
  });
});

describe('checkPromise: superlatives', () => {
  it('flags “BEST GPU” when the video says it is not the fastest', () => {
    const issues = checkPromise({
      title: 'RTX 4070 Super Review - Is It The BEST GPU Of 2024???',
      thumbnailText: 'BEST GPU EVER',
      transcript: 'It is not the fastest card you can buy. It is a solid card at a fair price.',
      language: 'en',
    });
    // The title and the thumbnail make one claim: it is reported once.
    expect(issues).toEqual([expect.objectContaining({ kind: 'superlative', claim: 'BEST GPU' })]);
  });

  it('flags “el mejor flan” in Spanish unless the video says it', () => {
    expect(kinds('El mejor flan del mundo', 'Un flan casero, cremoso y fácil.', 'es')).toEqual([
      'superlative',
    ]);
    expect(kinds('El mejor flan del mundo', 'Para mí es el mejor flan que existe.', 'es')).toEqual([]);
  });

  it('accepts a superlative the video makes about the same thing', () => {
    const transcript = 'A friend told us this is the biggest night market in the city.';
    expect(kinds('Bangkok’s Biggest Night Market', transcript, 'en')).toEqual([]);
    expect(kinds('Bangkok’s Biggest Food Hall', transcript, 'en')).toEqual(['superlative']);
  });

  it('flags 【最強】 when the video says the deck is not the strongest', () => {
    expect(kinds('【最強】初心者デッキ', '一番強いデッキではありません。', 'ja')).toEqual(['superlative']);
  });
});

describe('checkPromise: “no X” and “without X”', () => {
  it.each([
    [
      'en',
      'No-Bake Cheesecake (No Oven Needed!)',
      'I pop the base into the oven at one eighty for ten minutes.',
    ],
    ['en', 'Brownies Without an Oven', 'Put the tin in the oven for twenty minutes.'],
    ['es', 'Flan casero sin horno', 'Metemos el molde al horno durante cuarenta minutos.'],
    ['de', 'Workout ohne Geräte', 'Ihr braucht zwei Kurzhanteln und ein Band.'],
  ])('%s “%s” is flagged when the video uses the item', (language, title, transcript) => {
    const issues = checkPromise({ title, transcript, language });
    expect(issues.map((i) => i.kind)).toContain('negation');
    expect(issues.find((i) => i.kind === 'negation')?.message).toMatch(/uses it/u);
  });

  it.each([
    ['en', 'NO OVEN PIZZA', 'My oven died. No oven, no pizza stone. Even when I have an oven I make this.'],
    ['es', 'FLAN CASERO SIN HORNO', 'Se hace en una olla. No necesitas horno para nada.'],
    [
      'pt',
      'Treino em casa sem equipamento',
      'Sem equipamento nenhum, só o peso do corpo. Pega uma garrafa de água.',
    ],
    ['hi', 'बिना कुकर के दाल मखनी', 'आज हम बनाएंगे दाल मखनी, और वो भी बिना प्रेशर कुकर के।'],
  ])('%s “%s” is honest when the item is only mentioned or negated', (language, title, transcript) => {
    expect(kinds(title, transcript, language)).toEqual([]);
  });
});

describe('checkPromise on the evaluation set', () => {
  const videos = loadVideos();
  it('reports exactly the expected kinds for every video', () => {
    expect(videos.length).toBeGreaterThanOrEqual(40);
    const wrong = videos.flatMap((v) => {
      const got = [...new Set(kinds(v.title, transcriptOf(v), v.language, v.thumbnailText))].sort();
      const want: PromiseKind[] = [...v.expect.promiseIssueKinds].sort();
      return got.join() === want.join() ? [] : [`${v.id}: want [${want.join()}], got [${got.join()}]`];
    });
    expect(wrong).toEqual([]);
  });
});
