import { DIYA_COLOURS, type DiyaLook } from './diya-look';

type Context = CanvasRenderingContext2D;

/** The night the diya glows in. */
const NIGHT = ['#2b1140', '#12061f'] as const;

function bowl(context: Context, look: DiyaLook, side: number) {
  const cx = side / 2;
  const top = side * 0.62;
  const half = side * 0.3;
  const { clay, rim } = DIYA_COLOURS[look.colour];
  context.beginPath();
  if (look.shape === 'leaf') {
    // A long leaf: pointed at both ends, the wick at the right tip.
    context.moveTo(cx - half * 1.1, top);
    context.quadraticCurveTo(cx, top + side * 0.26, cx + half * 1.1, top - side * 0.03);
    context.quadraticCurveTo(cx, top + side * 0.02, cx - half * 1.1, top);
  } else {
    context.moveTo(cx - half, top);
    context.bezierCurveTo(
      cx - half,
      top + side * 0.2,
      cx + half * 0.6,
      top + side * 0.22,
      cx + half,
      top,
    );
    // The spout the wick lies in.
    context.quadraticCurveTo(
      cx + half * 1.15,
      top - side * 0.03,
      cx + half * 0.75,
      top - side * 0.01,
    );
    context.lineTo(cx - half, top);
  }
  context.closePath();
  context.fillStyle = clay;
  context.fill();
  context.lineWidth = side * 0.02;
  context.strokeStyle = rim;
  context.stroke();
  if (look.shape === 'lotus') {
    // Petals painted round the bowl.
    context.fillStyle = rim;
    for (let petal = 0; petal < 5; petal += 1) {
      const x = cx - half * 0.7 + petal * half * 0.35;
      context.beginPath();
      context.ellipse(x, top + side * 0.08, side * 0.025, side * 0.05, 0, 0, Math.PI * 2);
      context.fill();
    }
  } else {
    context.beginPath();
    context.arc(cx, top + side * 0.08, side * 0.02, 0, Math.PI * 2);
    context.fillStyle = rim;
    context.fill();
  }
}

/**
 * A lit diya on a square canvas `side` pixels wide: the night, the glow, the flame and the clay.
 * `flicker` (0 to 1) sways the flame and breathes the glow; 0.5 is the flame at rest.
 */
export function drawDiya(context: Context, look: DiyaLook, side: number, flicker = 0.5): void {
  const night = context.createLinearGradient(0, 0, 0, side);
  night.addColorStop(0, NIGHT[0]);
  night.addColorStop(1, NIGHT[1]);
  context.fillStyle = night;
  context.fillRect(0, 0, side, side);

  const wickX = side / 2 + side * (look.shape === 'leaf' ? 0.3 : 0.24);
  const wickY = side * (look.shape === 'leaf' ? 0.58 : 0.6);
  const glowRadius = side * (0.32 + 0.06 * flicker);
  const glow = context.createRadialGradient(
    wickX,
    wickY - side * 0.1,
    0,
    wickX,
    wickY - side * 0.1,
    glowRadius,
  );
  glow.addColorStop(0, 'rgba(255, 200, 87, 0.75)');
  glow.addColorStop(0.4, 'rgba(255, 160, 40, 0.25)');
  glow.addColorStop(1, 'rgba(255, 140, 0, 0)');
  context.fillStyle = glow;
  context.fillRect(0, 0, side, side);

  bowl(context, look, side);

  const height = side * (0.16 + 0.04 * flicker);
  const sway = side * 0.015 * (flicker - 0.5);
  const flame = context.createLinearGradient(wickX, wickY - height, wickX, wickY);
  flame.addColorStop(0, '#fff7d6');
  flame.addColorStop(0.5, '#ffd166');
  flame.addColorStop(1, '#f97316');
  context.fillStyle = flame;
  context.beginPath();
  context.moveTo(wickX + sway * 2, wickY - height);
  context.quadraticCurveTo(wickX + side * 0.055, wickY - height * 0.35, wickX, wickY);
  context.quadraticCurveTo(
    wickX - side * 0.055,
    wickY - height * 0.35,
    wickX + sway * 2,
    wickY - height,
  );
  context.fill();
}

/** The diya at rest on a canvas of its own, to be drawn into a card. */
export function diyaPicture(look: DiyaLook, side = 800): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('this browser cannot draw on a canvas');
  drawDiya(context, look, side);
  return canvas;
}
