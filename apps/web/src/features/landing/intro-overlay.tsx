// The landing intro (spec §2): a full-screen overlay that plays the brand clip (public/intro/, made by
// scripts/render-intro-video.ts) and fades out in 500 ms when the clip ends, fails, is skipped or 5 s have
// passed. Reduced motion, iOS and Safari get the still instead of the video (and no video request); a failed
// video ends on the still. Autoplay refused: a play button. Loaded lazily by intro-launcher.tsx.
// Non-modal on purpose: the page stays reachable, focus goes to Skip so keyboard and screen-reader users hear
// what this is and can leave at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import {
  INTRO_FADE_MS,
  INTRO_MAX_MS,
  INTRO_STILL_MS,
  markIntroSeen,
  planIntro,
  readIntroEnvironment,
} from './intro-gate.ts';

export function IntroOverlay({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('Index');
  const [plan] = useState(() => planIntro(readIntroEnvironment()));
  const [mode, setMode] = useState(plan.mode);
  const [needsTap, setNeedsTap] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [capRun, setCapRun] = useState(0);
  const videoRef = useRef<HTMLVideoElement>(null);
  const skipRef = useRef<HTMLButtonElement>(null);

  const finish = useCallback(() => setLeaving(true), []);
  const fail = useCallback(() => {
    setMode('still');
    setLeaving(true);
  }, []);

  useEffect(() => {
    markIntroSeen(window.localStorage);
    skipRef.current?.focus({ preventScroll: true });
  }, []);

  // The cap: 5 s for the clip (restarted when a tap starts it), a short moment for the still.
  useEffect(() => {
    if (leaving) return;
    const timer = window.setTimeout(finish, plan.mode === 'still' ? INTRO_STILL_MS : INTRO_MAX_MS);
    return () => window.clearTimeout(timer);
  }, [capRun, plan.mode, leaving, finish]);

  useEffect(() => {
    const video = videoRef.current;
    if (mode !== 'video' || !video) return;
    video.play().catch((error: unknown) => {
      // NotAllowedError: autoplay refused. Anything else (AbortError from a failed source) is reported by the
      // element's error event too; NotSupportedError has no event, so it ends here.
      if (error instanceof DOMException && error.name === 'NotAllowedError') setNeedsTap(true);
      else if (error instanceof DOMException && error.name === 'NotSupportedError') fail();
    });
    // Only on the first mount of the video: a later tap plays it from the button.
  }, [mode, fail]);

  useEffect(() => {
    if (!leaving) return;
    if (overlayHasFocus()) (document.activeElement as HTMLElement).blur();
    const timer = window.setTimeout(onDone, INTRO_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, onDone]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [finish]);

  const playAfterTap = () => {
    const video = videoRef.current;
    if (!video) return;
    setNeedsTap(false);
    setCapRun((run) => run + 1); // the cap restarts from the tap
    video.play().catch(fail);
  };

  return createPortal(
    <div
      role="dialog"
      aria-label={t('landing.intro.label')}
      data-intro-overlay
      data-intro-mode={mode}
      data-variant={plan.variant}
      className="fixed inset-0 z-[100] bg-page transition-opacity ease-out motion-safe:animate-fade-in data-[leaving=true]:pointer-events-none data-[leaving=true]:opacity-0"
      data-leaving={leaving}
      style={{ transitionDuration: `${INTRO_FADE_MS}ms` }}
    >
      {mode === 'video' ? (
        <video
          ref={videoRef}
          src={plan.videoUrl}
          muted
          playsInline
          preload="auto"
          disablePictureInPicture
          aria-hidden
          onEnded={finish}
          onError={fail}
          className="size-full object-cover"
        />
      ) : (
        <img src={plan.stillUrl} alt="" className="size-full object-cover" />
      )}
      {needsTap && !leaving && (
        <div className="absolute inset-0 grid place-items-center">
          <Button size="lg" onClick={playAfterTap}>
            <Play aria-hidden />
            {t('landing.intro.play')}
          </Button>
        </div>
      )}
      <Button
        ref={skipRef}
        variant="secondary"
        onClick={finish}
        className="absolute end-4 bottom-[max(1rem,env(safe-area-inset-bottom))] sm:end-8 sm:bottom-8"
      >
        {t('landing.intro.skip')}
      </Button>
    </div>,
    document.body,
  );
}

function overlayHasFocus(): boolean {
  return (
    document.activeElement instanceof HTMLElement &&
    document.activeElement.closest('[data-intro-overlay]') !== null
  );
}
