// Two-Wheel Fix, a bike-repair channel in English (pure data). Omar is the plans demo account: no other
// end-to-end test signs in as Omar, so the plan he is given, the limit he reaches and the upgrade he buys in the
// sandbox checkout touch no one else's usage.
import type { VideoSpec } from './spec.ts';

const repair = (spec: Omit<VideoSpec, 'category' | 'language' | 'audioLanguage'>): VideoSpec => ({
  category: 26,
  language: 'en',
  audioLanguage: 'en',
  ...spec,
});

export const TWO_WHEEL_FIX_VIDEOS: VideoSpec[] = [
  repair({
    key: 'twf-tubeless-puncture',
    title: 'fixing a tubeless puncture',
    description: 'plug kit, then more sealant. works on the trail too.',
    tags: ['bike repair'],
    published: '2025-09-20T17:00:00Z',
    duration: 'PT8M40S',
    views: 9_870,
    likes: 402,
    comments: 37,
    thumb: 'PLUG IT',
  }),
  repair({
    key: 'twf-index-gears',
    title: 'Indexing Rear Gears in Five Minutes (Barrel Adjuster Only)',
    description:
      'Skipping gears? Quarter turns of the barrel adjuster fix most of it, no tools needed.\n\n0:00 The symptom\n1:10 Finding the right cog\n3:30 Quarter turns\n\nMore repairs: @twowheelfix',
    tags: ['index gears', 'bike gears skipping', 'barrel adjuster', 'bike maintenance'],
    published: '2025-06-14T17:00:00Z',
    duration: 'PT5M48S',
    views: 21_450,
    likes: 1_030,
    comments: 88,
    thumb: '5 MIN GEARS',
  }),
  repair({
    key: 'twf-brake-pads',
    title: 'When to Replace Disc Brake Pads',
    description: 'How thin is too thin, and the squeal that means contamination rather than wear.',
    tags: ['disc brakes', 'brake pads', 'bike maintenance'],
    published: '2025-03-08T17:00:00Z',
    duration: 'PT7M12S',
    views: 14_300,
    likes: 690,
    comments: 52,
    thumb: 'PADS',
  }),
];
