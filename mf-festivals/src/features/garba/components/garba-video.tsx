import { Button, trackEvent } from '@yoga/shared';
import type { GarbaStep } from '@yoga/shared/models';
import { useEffect, useRef, useState } from 'react';
import { useGarbaT } from '../garba-catalogue';

/**
 * The step's video. Nothing of it is fetched until the member presses play: a YouTube player
 * weighs more than the whole page, and on a slow network the count and the words come first.
 * The play is recorded when it starts (spec section 2's video plays).
 */
export function GarbaVideo({ step, title }: { step: GarbaStep; title: string }) {
  const t = useGarbaT();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // The play button is gone once the player stands in its place: the focus moves there.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const video = step.video;
  if (!video) return <p className="garba__no-video">{t('garba.noVideo')}</p>;
  const played = () =>
    trackEvent('video_play', { video: 'garba', step: step.step, source: video.kind });
  if (video.kind === 'file') {
    return (
      <video
        className="garba__video"
        controls
        preload="none"
        playsInline
        src={video.src}
        aria-label={t('garba.videoLabel', { title })}
        onPlay={played}
      />
    );
  }
  if (!playing) {
    return (
      <div className="garba__video garba__video--poster">
        <Button
          onClick={() => {
            played();
            setPlaying(true);
          }}
        >
          {t('garba.play', { title })}
        </Button>
      </div>
    );
  }
  return (
    <iframe
      ref={player}
      className="garba__video"
      src={`${video.src}?autoplay=1&rel=0&playsinline=1`}
      title={t('garba.videoLabel', { title })}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
    />
  );
}
