// Alex Makes, a woodworking channel (pure data), and its clips channel, a brand account that is not verified
// (custom thumbnails are refused there). Alex is the thumbnail studio's demo account: no other end-to-end test
// signs in as Alex, so uploads and reverts here touch no one else's grants.
import type { VideoSpec } from './spec.ts';

const wood = (spec: Omit<VideoSpec, 'category' | 'language' | 'audioLanguage'>): VideoSpec => ({
  category: 26,
  language: 'en',
  audioLanguage: 'en',
  ...spec,
});

export const ALEX_VIDEOS: VideoSpec[] = [
  wood({
    key: 'am-walnut-desk',
    title: 'Building a Walnut Standing Desk with Hand Tools Only',
    description:
      'A standing desk from one walnut slab: flattening by hand, drawbored joints and an oil finish.\n\n0:00 The slab\n1:30 Flattening\n4:10 Legs and joinery\n8:00 Finish\n\nCut list: https://alexmakes.example/desk',
    tags: ['woodworking', 'standing desk', 'walnut', 'hand tools', 'furniture making'],
    published: '2025-09-18T16:00:00Z',
    duration: 'PT18M22S',
    views: 86_410,
    likes: 4_120,
    comments: 310,
    thumb: 'WALNUT DESK',
  }),
  wood({
    key: 'am-sharpening',
    title: 'Sharpening Chisels: The Only 3 Stones You Need',
    description: 'Coarse, medium, fine: how to get a mirror edge in five minutes without a jig.',
    tags: ['sharpening', 'chisels', 'whetstones', 'woodworking basics'],
    published: '2025-06-05T16:00:00Z',
    duration: 'PT11M47S',
    views: 142_900,
    likes: 6_880,
    comments: 512,
    thumb: '3 STONES',
  }),
  wood({
    key: 'am-cutting-board',
    title: 'End Grain Cutting Board from Scrap Wood',
    description: 'Maple and cherry offcuts glued into a checkerboard that lasts.',
    tags: ['cutting board', 'end grain', 'scrap wood projects', 'gift ideas'],
    published: '2024-12-02T16:00:00Z',
    duration: 'PT14M05S',
    views: 63_250,
    likes: 2_990,
    comments: 201,
    customThumbnail: true,
    thumb: 'END GRAIN',
  }),
  wood({
    key: 'am-workbench',
    title: 'My First Workbench: Mistakes and What I Would Change',
    description: 'Two years with a Roubo-style bench built from construction lumber.',
    tags: ['workbench', 'roubo', 'shop tour', 'beginner woodworking'],
    published: '2024-05-14T16:00:00Z',
    duration: 'PT16M31S',
    views: 38_770,
    likes: 1_840,
    comments: 166,
    thumb: 'WORKBENCH',
  }),
];

export const ALEX_CLIPS_VIDEOS: VideoSpec[] = [
  wood({
    key: 'amc-dovetail-clip',
    title: 'Cutting a Dovetail in Sixty Seconds',
    description: 'The whole joint, saw to fit, in one minute.',
    tags: ['dovetail', 'hand cut joinery'],
    published: '2025-10-01T16:00:00Z',
    duration: 'PT1M02S',
    views: 21_400,
    likes: 1_020,
    comments: 44,
    thumb: 'DOVETAIL',
  }),
  wood({
    key: 'amc-glue-up-clip',
    title: 'Glue-Up Tips for Wide Panels',
    description: 'Cauls, alternating clamps and a dry run first.',
    tags: ['glue up', 'panel glue up', 'clamps'],
    published: '2025-08-20T16:00:00Z',
    duration: 'PT2M18S',
    views: 9_870,
    likes: 402,
    comments: 19,
    thumb: 'GLUE-UP',
  }),
];
