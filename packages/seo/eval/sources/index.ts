// Every hand-written evaluation video, in the order build.ts writes them.
import { DE } from './de.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { HI } from './hi.ts';
import { JA } from './ja.ts';
import { PT } from './pt.ts';
import type { VideoSource } from './source.ts';

export const SOURCES: VideoSource[] = [...EN, ...ES, ...DE, ...FR, ...PT, ...JA, ...HI];
