// Where titles and descriptions are cut, per surface. metadata-quality.md §2.2 and §3.2 give the measured cut
// positions in characters; the geometry below (Roboto at YouTube's sizes, the line clamp, the column width)
// reproduces them for typical English text, so the cut then moves correctly for narrow or wide letters, CJK,
// Arabic or emoji. Widths marked "calibrated" are effective widths chosen to match the measurements where
// YouTube's layout varies with the window or device; see the package README.
import type { FontWeight } from './measure.ts';

export interface SurfaceGeometry {
  fontSizePx: number;
  weight: FontWeight;
  lines: number;
  lineWidthPx: number;
  /** Line breaks in the text start new lines (watch page) or collapse to spaces (search snippets). */
  keepNewlines: boolean;
  /** Where the numbers come from. */
  basis: string;
}

export type TitleSurface = 'mobileHome' | 'mobileSearch' | 'desktopSearch' | 'suggested';
export type DescriptionSurface = 'desktopSearch' | 'watchMobile' | 'watchDesktop';

export const TITLE_SURFACES: Record<TitleSurface, SurfaceGeometry> = {
  mobileHome: {
    fontSizePx: 16,
    weight: 'medium',
    lines: 2,
    lineWidthPx: 232,
    keepNewlines: false,
    basis:
      'Home feed on a 320-px-wide phone: full-width thumbnail, title beside the 36-px avatar and the menu button (12 + 36 + 12 px left, 28 px right). Measured: 40–50 (wildandfreetools), 55–75 (titles.video).',
  },
  mobileSearch: {
    fontSizePx: 14,
    weight: 'medium',
    lines: 2,
    lineWidthPx: 200,
    keepNewlines: false,
    basis:
      'Search result row on a phone, title beside the thumbnail (calibrated). Measured: 45–55 (wildandfreetools), ~60 (titles.video).',
  },
  desktopSearch: {
    fontSizePx: 18,
    weight: 'regular',
    lines: 1,
    lineWidthPx: 580,
    keepNewlines: false,
    basis:
      'Desktop search result, 18-px Roboto; one line of a ~580-px column (calibrated). Measured: ~70 (titles.video), 60–70 (wildandfreetools). Wide windows show a second line.',
  },
  suggested: {
    fontSizePx: 14,
    weight: 'medium',
    lines: 2,
    lineWidthPx: 202,
    keepNewlines: false,
    basis:
      'Suggested videos beside the desktop player: 402-px column minus the 168-px thumbnail, 8-px gap and 24-px menu; 14-px Roboto Medium, two lines.',
  },
};

export const DESCRIPTION_SURFACES: Record<DescriptionSurface, SurfaceGeometry> = {
  desktopSearch: {
    fontSizePx: 12,
    weight: 'regular',
    lines: 2,
    lineWidthPx: 360,
    keepNewlines: false,
    basis:
      'Description snippet under a desktop search result, 12-px Roboto, two lines (calibrated). Measured: 120–160 (mojicnt), ~143–145 (ellipticalpointofview, 2012).',
  },
  watchMobile: {
    fontSizePx: 14,
    weight: 'regular',
    lines: 2,
    lineWidthPx: 336,
    keepNewlines: true,
    basis:
      'Watch page on a 360-px-wide phone, 12-px padding each side, before "more". Measured: ~100 (videodescriptions.com).',
  },
  watchDesktop: {
    fontSizePx: 14,
    weight: 'regular',
    lines: 2,
    lineWidthPx: 540,
    keepNewlines: true,
    basis:
      'Watch page on desktop, collapsed description box before "...more" (calibrated). Measured: ~157 (videodescriptions.com).',
  },
};
