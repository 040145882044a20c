import type { Circle } from './poster-layout';
import type { Ornament } from './poster-designs';

type Context = CanvasRenderingContext2D;

function sun(context: Context, { cx, cy, r }: Circle, colour: string) {
  context.fillStyle = colour;
  for (let ray = 0; ray < 16; ray++) {
    const angle = (ray / 16) * Math.PI * 2;
    context.save();
    context.translate(cx, cy);
    context.rotate(angle);
    context.beginPath();
    context.moveTo(-r * 0.08, -r * 0.72);
    context.lineTo(0, -r);
    context.lineTo(r * 0.08, -r * 0.72);
    context.closePath();
    context.fill();
    context.restore();
  }
  context.beginPath();
  context.arc(cx, cy, r * 0.62, 0, Math.PI * 2);
  context.fill();
}

function petal(context: Context, cx: number, cy: number, length: number, angle: number) {
  context.save();
  context.translate(cx, cy);
  context.rotate(angle);
  context.beginPath();
  context.moveTo(0, 0);
  context.quadraticCurveTo(length * 0.45, -length * 0.5, 0, -length);
  context.quadraticCurveTo(-length * 0.45, -length * 0.5, 0, 0);
  context.fill();
  context.restore();
}

function lotus(context: Context, { cx, cy, r }: Circle, colour: string) {
  const base = cy + r * 0.45;
  context.fillStyle = colour;
  context.globalAlpha = 0.55;
  for (const angle of [-1.1, 1.1, -0.6, 0.6]) petal(context, cx, base, r * 1.05, angle);
  context.globalAlpha = 1;
  for (const angle of [-0.3, 0.3, 0]) petal(context, cx, base, r * 1.2, angle);
}

function diya(context: Context, { cx, cy, r }: Circle, colour: string) {
  const flameBase = cy - r * 0.05;
  const glow = context.createRadialGradient(cx, flameBase - r * 0.3, 0, cx, flameBase - r * 0.3, r);
  glow.addColorStop(0, 'rgba(255, 214, 102, 0.65)');
  glow.addColorStop(1, 'rgba(255, 214, 102, 0)');
  context.fillStyle = glow;
  context.beginPath();
  context.arc(cx, flameBase - r * 0.3, r, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#ffd166';
  context.beginPath();
  context.moveTo(cx, flameBase - r * 0.75);
  context.quadraticCurveTo(cx + r * 0.22, flameBase - r * 0.2, cx, flameBase);
  context.quadraticCurveTo(cx - r * 0.22, flameBase - r * 0.2, cx, flameBase - r * 0.75);
  context.fill();
  context.fillStyle = colour;
  context.beginPath();
  context.moveTo(cx - r * 0.85, cy + r * 0.05);
  context.quadraticCurveTo(cx, cy + r * 0.95, cx + r * 0.85, cy + r * 0.05);
  context.quadraticCurveTo(cx, cy + r * 0.3, cx - r * 0.85, cy + r * 0.05);
  context.fill();
}

function modak(context: Context, { cx, cy, r }: Circle, colour: string) {
  context.fillStyle = colour;
  context.beginPath();
  context.moveTo(cx, cy - r * 0.85);
  context.bezierCurveTo(
    cx + r * 0.2,
    cy - r * 0.3,
    cx + r * 0.9,
    cy + r * 0.1,
    cx + r * 0.6,
    cy + r * 0.6,
  );
  context.quadraticCurveTo(cx, cy + r * 0.8, cx - r * 0.6, cy + r * 0.6);
  context.bezierCurveTo(cx - r * 0.9, cy + r * 0.1, cx - r * 0.2, cy - r * 0.3, cx, cy - r * 0.85);
  context.fill();
  context.strokeStyle = 'rgba(255, 255, 255, 0.55)';
  context.lineWidth = Math.max(2, r * 0.03);
  for (const offset of [-0.36, -0.12, 0.12, 0.36]) {
    context.beginPath();
    context.moveTo(cx, cy - r * 0.8);
    context.quadraticCurveTo(cx + r * offset * 1.6, cy, cx + r * offset * 1.3, cy + r * 0.68);
    context.stroke();
  }
}

function marigold(context: Context, { cx, cy, r }: Circle, colour: string) {
  const flowers = 9;
  for (let flower = 0; flower < flowers; flower++) {
    const angle = Math.PI + (flower / (flowers - 1)) * Math.PI;
    const x = cx + Math.cos(angle) * r;
    const y = cy + Math.sin(angle) * r * 0.55 + r * 0.3;
    context.fillStyle = flower % 2 === 0 ? colour : '#f97316';
    context.beginPath();
    context.arc(x, y, r * 0.17, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = 'rgba(120, 53, 15, 0.55)';
    context.beginPath();
    context.arc(x, y, r * 0.05, 0, Math.PI * 2);
    context.fill();
  }
}

const DRAW: Record<Ornament, (context: Context, place: Circle, colour: string) => void> = {
  sun,
  lotus,
  diya,
  modak,
  marigold,
};

/** The template's motif, drawn in its accent colour inside `place`. */
export function drawOrnament(
  context: Context,
  ornament: Ornament,
  place: Circle,
  colour: string,
): void {
  context.save();
  DRAW[ornament](context, place, colour);
  context.restore();
}
