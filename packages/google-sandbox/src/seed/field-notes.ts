// Field Notes, a small travel-vlog channel in English (pure data). Rosa is the upload tool's demo account: no
// other end-to-end test signs in as Rosa, so the videos her tests upload and publish land in a channel no one
// else's assertions count.
import type { VideoSpec } from './spec.ts';

export const FIELD_NOTES_VIDEOS: VideoSpec[] = [
  {
    key: 'fn-lisbon-trams',
    title: 'Riding Every Tram Line in Lisbon in One Day',
    description:
      'Six lines, one day ticket, and the best viewpoints on the way.\n\n0:00 The plan\n1:45 Line 28\n6:10 Line 15 to Belém\n\n#lisbon #travel',
    tags: ['lisbon', 'lisbon trams', 'lisbon travel'],
    category: 19,
    language: 'en',
    audioLanguage: 'en',
    published: '2025-10-04T09:00:00Z',
    duration: 'PT11M20S',
    views: 3_210,
    likes: 188,
    comments: 21,
    thumb: 'EVERY TRAM',
  },
  {
    key: 'fn-night-train',
    title: 'night train to vienna',
    description: 'sleeper cabin tour and what it cost.',
    tags: ['night train'],
    category: 19,
    language: 'en',
    audioLanguage: 'en',
    published: '2025-08-16T09:00:00Z',
    duration: 'PT7M05S',
    views: 1_044,
    likes: 61,
    comments: 9,
    thumb: 'SLEEPER',
  },
];
