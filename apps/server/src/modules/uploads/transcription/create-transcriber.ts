// The transcription engine config chooses: the OpenAI-compatible provider when TRANSCRIPTION_PROVIDER is set,
// else the offline pocketsphinx engine (English only, rough; other languages get its typed refusal, which
// says a provider or a caption file is needed). Not wired into services.ts yet (issue 16's job does that).
import type { Config } from '../../../config.ts';
import { OfflineTranscriber } from './offline-transcriber.ts';
import { OpenAiCompatibleTranscriber } from './openai-compatible-transcriber.ts';
import type { Transcriber } from './transcriber.ts';

export interface TranscriberTools {
  ffmpegPath: string;
  ffprobePath: string;
  pocketsphinxPath?: string | undefined;
  tempDir?: string | undefined;
}

/** Tool runs (conversion, chunking) that are not the provider's request get this long. */
const TOOL_TIMEOUT_MS = 10 * 60_000;

export function createTranscriber(
  transcription: Config['transcription'],
  tools: TranscriberTools,
): Transcriber {
  if (transcription) {
    return new OpenAiCompatibleTranscriber({
      baseUrl: transcription.baseUrl,
      apiKey: transcription.apiKey,
      model: transcription.model,
      maxFileBytes: transcription.maxFileBytes,
      timeoutMs: transcription.timeoutMs,
      tools: { ffmpegPath: tools.ffmpegPath, ffprobePath: tools.ffprobePath, timeoutMs: TOOL_TIMEOUT_MS },
      tempDir: tools.tempDir,
    });
  }
  return new OfflineTranscriber({
    ffmpegPath: tools.ffmpegPath,
    pocketsphinxPath: tools.pocketsphinxPath,
    timeoutMs: TOOL_TIMEOUT_MS,
    tempDir: tools.tempDir,
  });
}
