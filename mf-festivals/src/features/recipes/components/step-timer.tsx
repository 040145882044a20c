import { Button } from '@yoga/shared';
import { useEffect, useState } from 'react';
import { useRecipesT } from '../recipes-catalogue';
import { clockText, secondsLeft, type RunningTimer } from '../model/step-timers';

type WakeLock = { release: () => Promise<void> };

/** Asks the phone to keep its screen on while a timer runs; phones that cannot simply dim. */
async function keepScreenOn(): Promise<WakeLock | null> {
  const wakeLock = (navigator as { wakeLock?: { request: (type: 'screen') => Promise<WakeLock> } })
    .wakeLock;
  try {
    return (await wakeLock?.request('screen')) ?? null;
  } catch {
    return null;
  }
}

/**
 * A step's kitchen timer. It counts to when it ends (not tick by tick), so a busy or backgrounded
 * page never makes it slow; while it runs the screen is kept on, and at the end it says so.
 */
export function StepTimer({ step, seconds }: { step: number; seconds: number }) {
  const t = useRecipesT();
  const [timer, setTimer] = useState<RunningTimer | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const left = timer ? secondsLeft(timer, now) : seconds;
  const running = timer !== null && left > 0;

  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    let lock: WakeLock | null = null;
    let live = true;
    const holdScreen = () =>
      void keepScreenOn().then((got) => {
        if (live) lock = got;
        else void got?.release();
      });
    // The phone lets go of the screen when the page is hidden: it is asked again on coming back.
    const onVisible = () => {
      if (document.visibilityState === 'visible') holdScreen();
    };
    holdScreen();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearInterval(tick);
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release();
    };
  }, [running]);

  // A cook who is not looking at the screen feels the end (where the phone can vibrate).
  const ended = timer !== null && left === 0;
  useEffect(() => {
    if (ended) navigator.vibrate?.([300, 150, 300]);
  }, [ended]);

  const start = () => {
    const at = Date.now();
    setNow(at);
    setTimer({ step, endsAt: at + seconds * 1000 });
  };

  return (
    <div className="recipe__timer">
      <span className="recipe__timer-clock" aria-hidden={running}>
        {clockText(left)}
      </span>
      {timer && left === 0 ? (
        <p role="alert" className="recipe__timer-done">
          {t('recipes.timerDone', { step })}
        </p>
      ) : null}
      {running ? (
        <Button variant="secondary" onClick={() => setTimer(null)}>
          {t('recipes.timerStop', { step })}
        </Button>
      ) : (
        <Button variant="secondary" onClick={start}>
          {timer
            ? t('recipes.timerAgain', { step, time: clockText(seconds) })
            : t('recipes.timerStart', { step, time: clockText(seconds) })}
        </Button>
      )}
    </div>
  );
}
