// Pocket Garden, a small-space gardening channel in English (pure data). Nora is the translation tool's demo
// account: no other end-to-end test signs in as Nora, so the localizations published and reverted here touch no
// one else's videos or grants. Descriptions carry links, chapters, a handle and hashtags (the parts a translation
// must keep), and two videos already have hand-written localizations (a publish must keep or replace them, and a
// revert must bring them back exactly).
import type { VideoSpec } from './spec.ts';

const garden = (spec: Omit<VideoSpec, 'category' | 'language' | 'audioLanguage'>): VideoSpec => ({
  category: 26,
  language: 'en',
  audioLanguage: 'en',
  ...spec,
});

export const POCKET_GARDEN_VIDEOS: VideoSpec[] = [
  garden({
    key: 'pg-balcony-tomatoes',
    title: 'Balcony Tomatoes: A Whole Season in Two Pots',
    description:
      'From seedlings in April to the last green tomatoes in October, on a balcony that gets five hours of sun.\n\n0:00 Two pots, one balcony\n2:15 Soil and feeding\n6:40 Pruning the suckers\n11:05 Harvest\n\nSeed list and pot sizes: https://pocketgarden.example/tomatoes\nMore from @pocketgarden #balconygarden',
    tags: ['balcony garden', 'container tomatoes', 'small space gardening', 'growing tomatoes'],
    published: '2025-10-09T15:00:00Z',
    duration: 'PT14M12S',
    views: 58_940,
    likes: 3_020,
    comments: 214,
    thumb: '2 POTS',
    localizations: {
      es: {
        title: 'Tomates en el balcón: una temporada entera en dos macetas',
        description:
          'De las plántulas en abril a los últimos tomates verdes en octubre, en un balcón con cinco horas de sol.',
      },
      it: {
        title: 'Pomodori sul balcone: una stagione intera in due vasi',
        description:
          'Dalle piantine ad aprile agli ultimi pomodori verdi a ottobre, su un balcone con cinque ore di sole.',
      },
    },
  }),
  garden({
    key: 'pg-windowsill-herbs',
    title: 'Windowsill Herbs That Survive the Winter',
    description:
      'Basil, parsley, mint and chives on one cold windowsill: which ones made it to spring, and why.\n\n0:00 The windowsill\n1:50 Light and watering\n5:30 What died, what thrived\n\nThe grow light I use: https://pocketgarden.example/light #indoorgarden',
    tags: ['windowsill herbs', 'indoor herb garden', 'growing herbs in winter'],
    published: '2025-12-04T15:00:00Z',
    duration: 'PT9M41S',
    views: 31_270,
    likes: 1_650,
    comments: 98,
    thumb: 'WINTER HERBS',
  }),
  garden({
    key: 'pg-apartment-compost',
    title: 'Composting in a Small Apartment Without the Smell',
    description:
      'A worm bin under the sink, two years in: what goes in, what never does, and how to keep fruit flies away.\n\nWorm bin build: https://pocketgarden.example/worms',
    tags: ['apartment composting', 'worm bin', 'vermicompost', 'zero waste'],
    published: '2025-07-17T15:00:00Z',
    duration: 'PT12M03S',
    views: 44_180,
    likes: 2_210,
    comments: 301,
    customThumbnail: true,
    thumb: 'NO SMELL',
    localizations: {
      de: {
        title: 'Kompostieren in einer kleinen Wohnung ohne Geruch',
        description: 'Eine Wurmkiste unter der Spüle, seit zwei Jahren: was hinein darf und was nie.',
      },
    },
  }),
  garden({
    key: 'pg-seed-starting',
    title: 'Starting Seeds Indoors with One Shelf and Two Lights',
    description:
      'A seed-starting setup that fits in a closet: trays, heat mat, timer and two shop lights.\n\nParts list: https://pocketgarden.example/seeds',
    tags: ['seed starting', 'indoor seed starting', 'grow lights', 'garden planning'],
    published: '2025-03-06T15:00:00Z',
    duration: 'PT10M55S',
    views: 27_630,
    likes: 1_340,
    comments: 87,
    thumb: 'SEED SHELF',
  }),
  garden({
    key: 'pg-basil-repot',
    title: 'Repotting a Rootbound Basil in One Minute',
    description: 'Tease the roots, go one pot size up, water from below. #shorts #basil',
    tags: ['basil', 'repotting', 'houseplant tips'],
    published: '2025-11-13T15:00:00Z',
    duration: 'PT58S',
    views: 12_480,
    likes: 910,
    comments: 23,
    vertical: true,
    thumb: 'REPOT',
  }),
];
