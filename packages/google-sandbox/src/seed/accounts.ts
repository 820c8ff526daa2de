// The demo Google accounts and their YouTube channels. Ids are derived from stable names, so they never change.
import type { Account, Channel } from '../state/model.ts';
import { channelIdFor, subjectFor } from '../util/ids.ts';

export const CHANNEL_IDS = {
  kitchenAtlas: channelIdFor('maya-kitchen-atlas'),
  danielPersonal: channelIdFor('daniel-reyes-personal'),
  trailheadTech: channelIdFor('trailhead-tech-brand'),
  chessDaily: channelIdFor('daily-chess-puzzles'),
  mochilaSabor: channelIdFor('mochila-y-sabor'),
  kenjiCamp: channelIdFor('kenji-weekend-camp'),
} as const;

function account(init: Omit<Account, 'sub'>): Account {
  return { ...init, sub: subjectFor(init.id) };
}

export const ACCOUNTS: Account[] = [
  account({
    id: 'maya',
    email: 'maya.chen@example.com',
    name: 'Maya Chen',
    givenName: 'Maya',
    familyName: 'Chen',
    locale: 'en',
    avatarColor: '#c2410c',
    personalChannelId: CHANNEL_IDS.kitchenAtlas,
    brandChannelIds: [],
    blurb: 'One personal channel with 60 videos: recipes, kitchen gear and food travel.',
  }),
  account({
    id: 'daniel',
    email: 'daniel.reyes@trailheadtech.example',
    name: 'Daniel Reyes',
    givenName: 'Daniel',
    familyName: 'Reyes',
    locale: 'en',
    hd: 'trailheadtech.example',
    avatarColor: '#0f766e',
    personalChannelId: CHANNEL_IDS.danielPersonal,
    brandChannelIds: [CHANNEL_IDS.trailheadTech],
    blurb: 'Workspace user with an empty personal channel and the brand channel Trailhead Tech.',
  }),
  account({
    id: 'sam',
    email: 'sam.okafor@example.com',
    name: 'Sam Okafor',
    givenName: 'Sam',
    familyName: 'Okafor',
    locale: 'en',
    avatarColor: '#4338ca',
    personalChannelId: CHANNEL_IDS.chessDaily,
    brandChannelIds: [],
    blurb: 'A 1,200-video channel for paging and quota tests.',
  }),
  account({
    id: 'priya',
    email: 'priya.nair@example.com',
    name: 'Priya Nair',
    givenName: 'Priya',
    familyName: 'Nair',
    locale: 'en',
    avatarColor: '#9d174d',
    personalChannelId: null,
    brandChannelIds: [],
    blurb: 'No YouTube channel: channels.list mine=true has no items; writes answer youtubeSignupRequired.',
  }),
  account({
    id: 'lucia',
    email: 'lucia.fernandez@example.com',
    name: 'Lucía Fernández',
    givenName: 'Lucía',
    familyName: 'Fernández',
    locale: 'es',
    avatarColor: '#b45309',
    personalChannelId: CHANNEL_IDS.mochilaSabor,
    brandChannelIds: [],
    blurb: 'Spanish-language travel and food channel with Spanish captions.',
  }),
  account({
    id: 'kenji',
    email: 'kenji.watanabe@example.com',
    name: '渡辺 健二',
    givenName: '健二',
    familyName: '渡辺',
    locale: 'ja',
    avatarColor: '#15803d',
    personalChannelId: CHANNEL_IDS.kenjiCamp,
    brandChannelIds: [],
    blurb: 'Japanese-language camping channel with Japanese captions.',
  }),
];

function owner(id: string): Account {
  const found = ACCOUNTS.find((a) => a.id === id);
  if (!found) throw new Error(`unknown account ${id}`);
  return found;
}

const personalIdentity = (id: string) => {
  const a = owner(id);
  return {
    sub: a.sub,
    email: a.email,
    name: a.name,
    givenName: a.givenName,
    familyName: a.familyName,
    ...(a.hd ? { hd: a.hd } : {}),
  };
};

export const CHANNELS: Channel[] = [
  {
    id: CHANNEL_IDS.kitchenAtlas,
    accountId: 'maya',
    kind: 'personal',
    identity: personalIdentity('maya'),
    title: "Maya's Kitchen Atlas",
    description:
      'Weeknight recipes that actually fit a weeknight, honest kitchen gear reviews, and the street food I travel ' +
      'for. New videos most Thursdays.\n\nBusiness enquiries: hello@mayaskitchenatlas.example',
    customUrl: '@mayaskitchenatlas',
    publishedAt: '2019-03-14T18:22:05Z',
    country: 'US',
    defaultLanguage: 'en',
    keywords: 'cooking recipes "weeknight dinners" "street food" "kitchen gear" "food travel"',
    subscriberCount: 184_000,
    hiddenSubscriberCount: false,
    verified: true,
    madeForKids: false,
    colors: ['#c2410c', '#431407'],
  },
  {
    id: CHANNEL_IDS.danielPersonal,
    accountId: 'daniel',
    kind: 'personal',
    identity: personalIdentity('daniel'),
    title: 'Daniel Reyes',
    description: '',
    customUrl: '@danielreyes4821',
    publishedAt: '2016-09-02T07:10:44Z',
    keywords: '',
    subscriberCount: 3,
    hiddenSubscriberCount: true,
    verified: true,
    madeForKids: false,
    colors: ['#0f766e', '#042f2e'],
  },
  {
    id: CHANNEL_IDS.trailheadTech,
    accountId: 'daniel',
    kind: 'brand',
    identity: {
      sub: subjectFor('trailhead-tech-brand-account'),
      email: 'trailhead-tech-4821@pages.plusgoogle.com',
      name: 'Trailhead Tech',
    },
    title: 'Trailhead Tech',
    description:
      'Outdoor tech, tested outside. GPS watches, power banks, satellite messengers and headlamps, reviewed ' +
      'after real miles on the trail.',
    customUrl: '@trailheadtech',
    publishedAt: '2021-04-19T15:03:12Z',
    country: 'US',
    keywords: 'hiking "outdoor tech" "gear review" gps backpacking',
    subscriberCount: 21_400,
    hiddenSubscriberCount: false,
    verified: false,
    madeForKids: false,
    colors: ['#166534', '#0b1f14'],
  },
  {
    id: CHANNEL_IDS.chessDaily,
    accountId: 'sam',
    kind: 'personal',
    identity: personalIdentity('sam'),
    title: 'Daily Chess Puzzles',
    description: 'One chess puzzle every day since 2022. Pause, find the move, then watch the solution.',
    customUrl: '@dailychesspuzzles',
    publishedAt: '2022-08-01T12:00:00Z',
    country: 'GB',
    defaultLanguage: 'en',
    keywords: 'chess "chess puzzles" tactics "mate in 3"',
    subscriberCount: 96_500,
    hiddenSubscriberCount: true,
    verified: true,
    madeForKids: false,
    colors: ['#4338ca', '#1e1b4b'],
  },
  {
    id: CHANNEL_IDS.mochilaSabor,
    accountId: 'lucia',
    kind: 'personal',
    identity: personalIdentity('lucia'),
    title: 'Mochila y Sabor',
    description:
      'Viajo con una mochila y mucha hambre. Mercados, fondas y recetas de cada rincón de España y Latinoamérica.',
    customUrl: '@mochilaysabor',
    publishedAt: '2020-02-11T10:41:09Z',
    country: 'ES',
    defaultLanguage: 'es',
    keywords: 'viajes "comida callejera" recetas mercados "viajar barato"',
    subscriberCount: 58_200,
    hiddenSubscriberCount: false,
    verified: true,
    madeForKids: false,
    colors: ['#b45309', '#3b1d04'],
  },
  {
    id: CHANNEL_IDS.kenjiCamp,
    accountId: 'kenji',
    kind: 'personal',
    identity: personalIdentity('kenji'),
    title: 'けんじの週末キャンプ',
    description: '週末だけのソロキャンプと、焚き火で作る簡単なキャンプ飯を紹介しています。',
    customUrl: '@kenjicamp',
    publishedAt: '2021-06-05T09:00:00Z',
    country: 'JP',
    defaultLanguage: 'ja',
    keywords: 'ソロキャンプ キャンプ飯 焚き火 "camping japan"',
    subscriberCount: 33_900,
    hiddenSubscriberCount: false,
    verified: true,
    madeForKids: false,
    colors: ['#15803d', '#052e16'],
  },
];
