import { useEffect, useRef } from 'react';
import type { DiyaLook } from '../model/diya-look';
import { drawDiya } from '../model/draw-diya';

/** How big the lamp is drawn on the page, in CSS pixels (the card draws its own, larger). */
const LAMP_SIZE = 240;

/** A flame sways slowly: 15 frames a second look the same and cost a quarter of 60. */
const FRAME_MS = 1000 / 15;

/**
 * The member's diya, glowing: its flame sways a little, 15 times a second, only while the lamp
 * is on the screen and unless the phone asks for less motion (then it is drawn once, at rest).
 */
export function DiyaLamp({ look, label }: { look: DiyaLook; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const side = Math.round(LAMP_SIZE * ratio);
    canvas.width = side;
    canvas.height = side;
    const stillness = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    let frame = 0;
    let drawnAt = 0;
    let seen = true;
    const glow = (time: number) => {
      frame = 0;
      if (time - drawnAt >= FRAME_MS) {
        drawnAt = time;
        // Two slow waves out of step: a flame that never repeats exactly.
        const flicker = 0.5 + 0.3 * Math.sin(time / 180) + 0.2 * Math.sin(time / 67);
        drawDiya(context, look, side, Math.min(1, Math.max(0, flicker)));
      }
      play();
    };
    const play = () => {
      if (frame === 0 && seen && !stillness?.matches) frame = requestAnimationFrame(glow);
    };
    const rest = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      drawDiya(context, look, side);
    };
    const onStillness = () => (stillness?.matches ? rest() : play());
    const watcher =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(([entry]) => {
            seen = entry?.isIntersecting ?? true;
            if (seen) {
              play();
            } else {
              cancelAnimationFrame(frame);
              frame = 0;
            }
          });
    watcher?.observe(canvas);
    stillness?.addEventListener('change', onStillness);
    drawDiya(context, look, side);
    play();
    return () => {
      cancelAnimationFrame(frame);
      watcher?.disconnect();
      stillness?.removeEventListener('change', onStillness);
    };
  }, [look]);
  return (
    <canvas
      ref={canvasRef}
      className="diya__lamp"
      role="img"
      aria-label={label}
      style={{ width: LAMP_SIZE, height: LAMP_SIZE }}
    />
  );
}
