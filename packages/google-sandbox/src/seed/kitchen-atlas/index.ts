// Maya's Kitchen Atlas: 60 hand-written videos (recipes, gear, Shorts, food travel in en, ar and hi).
import type { VideoSpec } from '../spec.ts';
import { GEAR_AND_SHORT_VIDEOS } from './gear-and-shorts.ts';
import { RECIPE_VIDEOS } from './recipes.ts';
import { TRAVEL_VIDEOS } from './travel.ts';

export const KITCHEN_ATLAS_VIDEOS: VideoSpec[] = [
  ...RECIPE_VIDEOS,
  ...GEAR_AND_SHORT_VIDEOS,
  ...TRAVEL_VIDEOS,
];
