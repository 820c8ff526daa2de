// Answers shaped like the server's, for the upload tool's tests (never imported by the app).
import type { Connection, UploadAnalysis, UploadCapabilities, UploadView } from '@vidcraft/contracts';

export const UPLOAD_ID = '3f0c6a52-8d1e-4b7a-9c2d-5e6f7a8b9c01';
export const OTHER_UPLOAD_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
export const TUS_ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
export const RUN_ID = 'run-analysis-1';
export const PUBLISH_RUN_ID = 'run-publish-1';
export const CONNECTION_ID = '6f1c9a52-3d2b-4b8e-9a0e-2a4f8a1b7c11';

export function capabilitiesOf(patch: Partial<UploadCapabilities> = {}): UploadCapabilities {
  return {
    tusPath: '/api/uploads/files',
    maxBytes: 2 * 1024 * 1024 * 1024,
    mediaTools: { available: true, detail: null },
    transcription: { engine: 'offline', label: 'Offline (pocketsphinx)', languages: 'en' },
    retentionHours: 72,
    minutes: { used: 12, limit: 120, remaining: 108 },
    youtubeCosts: { insert: 1, insertHasOwnDailyLimit: true, thumbnail: 50, caption: 400 },
    ...patch,
  };
}

export const connection: Connection = {
  id: CONNECTION_ID,
  youtubeChannelId: 'UCalexmakes000000000000',
  channelId: 'UCalexmakes000000000000',
  channelName: 'Alex Makes',
  channelHandle: '@alexmakes',
  thumbnailUrl: null,
  isActive: true,
  status: 'active',
  canPublish: true,
  canReadAnalytics: false,
  connectedAt: '2026-11-20T10:00:00.000Z',
  accessVerifiedAt: null,
};

const frames = [4, 28, 52, 76, 100, 124, 148, 172].map((timeSeconds, index) => ({
  index,
  timeSeconds,
  score: index === 3 ? 0.95 : index === 6 ? 0.9 : 0.4 + index * 0.02,
  sharpness: 0.5,
  exposure: 0.5,
  url: `/api/uploads/${UPLOAD_ID}/frames/${index}`,
}));

export function analysisOf(patch: Partial<UploadAnalysis> = {}): UploadAnalysis {
  return {
    media: {
      durationSeconds: 185,
      formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
      sizeBytes: 48_000_000,
      video: { codec: 'h264', width: 1920, height: 1080, frameRate: 29.97 },
      audio: { codec: 'aac', sampleRate: 48_000, channels: 2 },
      shortsEligible: false,
    },
    loudness: {
      integratedLufs: -17.2,
      truePeakDbtp: -0.4,
      loudnessRangeLu: 6.1,
      gapToYouTubeLu: 3.2,
      referenceLufs: -14,
      strip: [null, null, -22, -18, -16, -12, -20, -19, null, -17, -15, -21],
      stepSeconds: 15,
    },
    silences: [
      { start: 0, end: 2.5 },
      { start: 120, end: 126 },
    ],
    speech: [
      { start: 2.5, end: 120 },
      { start: 126, end: 185 },
    ],
    scenes: [30.5, 61, 122.4],
    frames,
    transcript: {
      language: 'en',
      engine: 'pocketsphinx',
      rough: true,
      segments: [
        { start: 2.5, end: 8, text: 'Welcome back to the kitchen' },
        { start: 65, end: 70, text: 'Now the soup goes on the stove' },
      ],
    },
    transcriptMissing: null,
    fixes: [
      { id: 'tooQuiet', severity: 'warning', atSeconds: null, values: { integratedLufs: -17.2, gapLu: 3.2 } },
      { id: 'deadAirStart', severity: 'warning', atSeconds: 0, values: { seconds: 2.5 } },
      { id: 'longSilence', severity: 'info', atSeconds: 120, values: { start: 120, seconds: 6 } },
      { id: 'clipping', severity: 'warning', atSeconds: null, values: { truePeakDbtp: -0.4 } },
    ],
    suggestion: {
      titles: [
        { text: 'Winter soup in 20 minutes', rationale: { message: 'The main keyword comes first.' } },
        { text: 'The easiest winter soup', rationale: { message: 'Short and clear.' } },
      ],
      description: 'A soup for cold days.\n\n#soup',
      tags: ['soup', 'winter soup'],
      hashtags: ['#soup'],
      chapters: [
        { startSeconds: 0, title: 'Intro' },
        { startSeconds: 42, title: 'The recipe' },
        { startSeconds: 125, title: 'Tasting' },
      ],
      keywords: ['winter soup'],
      notes: [],
      dropped: [],
    },
    analysisSeconds: 12.4,
    ...patch,
  };
}

export function uploadOf(patch: Partial<UploadView> = {}): UploadView {
  return {
    id: UPLOAD_ID,
    fileName: 'winter_soup-final.mp4',
    sizeBytes: 48_000_000,
    workingTitle: 'winter soup-final',
    language: 'en',
    status: 'ready',
    analysisRunId: RUN_ID,
    publishRunId: null,
    error: null,
    analysis: analysisOf(),
    published: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    fileExpiresAt: '2026-11-28T10:00:00.000Z',
    ...patch,
  };
}

export function summaryOf(patch: Partial<UploadView> = {}) {
  const { analysis: _analysis, ...summary } = uploadOf(patch);
  return summary;
}
