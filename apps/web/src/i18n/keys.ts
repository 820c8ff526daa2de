// Translation keys as types. The English files are the source: i18next.d.ts declares them as i18next's
// resources, so `t()` takes only keys that exist (an unknown key fails `npm run typecheck`), and these aliases
// name the keys of one namespace for tables that map codes to keys.
import type { ParseKeys } from 'i18next';
import type achievements from '../../public/locales/en/achievements.json';
import type admin from '../../public/locales/en/admin.json';
import type analytics from '../../public/locales/en/analytics.json';
import type app from '../../public/locales/en/app.json';
import type blog from '../../public/locales/en/blog.json';
import type captions from '../../public/locales/en/captions.json';
import type common from '../../public/locales/en/common.json';
import type experiments from '../../public/locales/en/experiments.json';
import type Index from '../../public/locales/en/Index.json';
import type marketing from '../../public/locales/en/marketing.json';
import type Navigation from '../../public/locales/en/Navigation.json';
import type operations from '../../public/locales/en/operations.json';
import type plans from '../../public/locales/en/plans.json';
import type status from '../../public/locales/en/status.json';
import type thumbnails from '../../public/locales/en/thumbnails.json';
import type translation from '../../public/locales/en/translation.json';
import type uploads from '../../public/locales/en/uploads.json';

export interface EnglishResources {
  achievements: typeof achievements;
  admin: typeof admin;
  analytics: typeof analytics;
  app: typeof app;
  blog: typeof blog;
  captions: typeof captions;
  common: typeof common;
  experiments: typeof experiments;
  Index: typeof Index;
  marketing: typeof marketing;
  Navigation: typeof Navigation;
  operations: typeof operations;
  plans: typeof plans;
  status: typeof status;
  thumbnails: typeof thumbnails;
  translation: typeof translation;
  uploads: typeof uploads;
}

export type AchievementsKey = ParseKeys<'achievements'>;
export type AdminKey = ParseKeys<'admin'>;
export type AppKey = ParseKeys<'app'>;
export type CaptionsKey = ParseKeys<'captions'>;
export type CommonKey = ParseKeys<'common'>;
export type ExperimentsKey = ParseKeys<'experiments'>;
export type IndexKey = ParseKeys<'Index'>;
export type NavigationKey = ParseKeys<'Navigation'>;
export type PlansKey = ParseKeys<'plans'>;
export type ThumbnailsKey = ParseKeys<'thumbnails'>;
export type TranslationKey = ParseKeys<'translation'>;
export type UploadsKey = ParseKeys<'uploads'>;

/** `key` is one of `table`'s own keys (not an inherited one such as "constructor"). */
export function isKeyOf<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(table, key);
}
