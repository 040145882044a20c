import { Button } from '@yoga/shared';
import { useEffect, useState } from 'react';
import { useGarbaT } from '../garba-catalogue';

/**
 * The step's count, lit beat by beat at its speed: a rhythm to follow without the video (or
 * beside it). It counts only while the member has started it.
 */
export function BeatCounter({ counts, bpm }: { counts: number; bpm: number }) {
  const t = useGarbaT();
  const [beat, setBeat] = useState<number | null>(null);
  const running = beat !== null;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setBeat((now) => ((now ?? 0) + 1) % counts), 60_000 / bpm);
    return () => clearInterval(timer);
  }, [running, counts, bpm]);

  return (
    <div className="garba__beat">
      <p className="garba__beat-facts">{t('garba.count', { counts, bpm })}</p>
      <ol className="garba__beats" aria-hidden="true">
        {Array.from({ length: counts }, (_, index) => (
          <li
            key={index}
            className={beat === index ? 'garba__beat-dot garba__beat-dot--on' : 'garba__beat-dot'}
          >
            {index + 1}
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        onClick={() => setBeat(running ? null : 0)}
        aria-pressed={running}
      >
        {running ? t('garba.stopCount') : t('garba.startCount')}
      </Button>
    </div>
  );
}
