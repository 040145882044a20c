import { useEffect, useRef } from 'react';
import type { DiyaLook } from '../model/diya-look';
import { drawDiya } from '../model/draw-diya';

/** How big the lamp is drawn on the page, in CSS pixels (the card draws its own, larger). */
const LAMP_SIZE = 240;

/**
 * The member's diya, glowing: its flame sways a little every frame, unless they asked the phone
 * for less motion. The animation stops when the page is hidden (the browser pauses frames).
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
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (still) {
      drawDiya(context, look, side);
      return;
    }
    let frame = requestAnimationFrame(function glow(time) {
      // Two slow waves out of step: a flame that never repeats exactly.
      const flicker = 0.5 + 0.3 * Math.sin(time / 180) + 0.2 * Math.sin(time / 67);
      drawDiya(context, look, side, Math.min(1, Math.max(0, flicker)));
      frame = requestAnimationFrame(glow);
    });
    return () => cancelAnimationFrame(frame);
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
