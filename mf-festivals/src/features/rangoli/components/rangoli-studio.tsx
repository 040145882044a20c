import { Button } from '@yoga/shared';
import { ChoiceGroup } from '@yoga/shared/ui-extra';
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { drawRangoli, drawSegment } from '../model/draw-rangoli';
import {
  RANGOLI_BRUSHES,
  RANGOLI_COLOURS,
  type RangoliBrush,
  type RangoliColour,
} from '../model/rangoli-palette';
import {
  EMPTY_RANGOLI,
  added,
  cleared,
  redone,
  undone,
  type RangoliHistory,
  type Stroke,
} from '../model/rangoli-history';
import { RANGOLI_PATTERNS, patternLines, type RangoliPattern } from '../model/rangoli-patterns';
import { SYMMETRIES, type Point, type Symmetry } from '../model/symmetry';
import { useRangoliT } from '../rangoli-catalogue';
import './rangoli-studio.css';

/** The image the member keeps: square, as large as a phone's status shows. */
export const RANGOLI_IMAGE_SIDE = 1080;

// Ids spelled out in full, so the catalogue check finds each one used.
const COLOUR_LABELS = {
  kumkum: 'rangoli.colour.kumkum',
  turmeric: 'rangoli.colour.turmeric',
  leaf: 'rangoli.colour.leaf',
  indigo: 'rangoli.colour.indigo',
  marigold: 'rangoli.colour.marigold',
  rose: 'rangoli.colour.rose',
  rice: 'rangoli.colour.rice',
} as const satisfies Record<RangoliColour, string>;

const BRUSH_LABELS = {
  fine: 'rangoli.brush.fine',
  medium: 'rangoli.brush.medium',
  broad: 'rangoli.brush.broad',
} as const satisfies Record<RangoliBrush, string>;

const PATTERN_LABELS = {
  petals: 'rangoli.pattern.petals',
  dots: 'rangoli.pattern.dots',
  star: 'rangoli.pattern.star',
  waves: 'rangoli.pattern.waves',
  border: 'rangoli.pattern.border',
} as const satisfies Record<RangoliPattern, string>;

/** A cheap phone's screen has 2–3 device pixels per CSS pixel; 2 is sharp and a third cheaper. */
const MAX_PIXEL_RATIO = 2;

function pointIn(canvas: HTMLCanvasElement, event: { clientX: number; clientY: number }): Point {
  const box = canvas.getBoundingClientRect();
  return [(event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height];
}

/** The drawing as a PNG of `RANGOLI_IMAGE_SIDE`, drawn afresh from its strokes (not scaled up). */
async function rangoliImage(strokes: readonly Stroke[]): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = RANGOLI_IMAGE_SIDE;
  canvas.height = RANGOLI_IMAGE_SIDE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('this browser cannot draw on a canvas');
  drawRangoli(context, strokes, RANGOLI_IMAGE_SIDE);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the rangoli could not be saved as an image');
  return blob;
}

/**
 * The rangoli canvas: every line drawn is repeated around the centre (4, 6, 8 or 12 times), in
 * the powder colour and brush width picked. Ready patterns can be placed from a list, so the
 * whole rangoli can be made with a keyboard. Undo, redo and clear; the image is made on the phone
 * and given to `onImage`. The stroke being drawn is painted piece by piece, never the whole
 * drawing again, so drawing stays smooth on a slow phone.
 */
export function RangoliStudio({
  onImage,
  onChange,
}: {
  onImage: (image: Blob) => void;
  /** The drawing changed: an image made before no longer shows it. */
  onChange: () => void;
}) {
  const t = useRangoliT();
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [history, setHistory] = useState<RangoliHistory>(EMPTY_RANGOLI);
  const [folds, setFolds] = useState<Symmetry>(8);
  const [colour, setColour] = useState<RangoliColour>('turmeric');
  const [brush, setBrush] = useState<RangoliBrush>('medium');
  const [pattern, setPattern] = useState<RangoliPattern>('petals');
  const [making, setMaking] = useState(false);
  const [failed, setFailed] = useState(false);
  const side = useRef(0);
  // The stroke being drawn: its points grow in place (a copy per move would cost more the longer
  // the line), and it is frozen into the history when the finger lifts.
  const drawing = useRef<{ pointer: number; stroke: Stroke; points: Point[] } | null>(null);
  // The strokes on the canvas now: a finished stroke is already there, so it is not redrawn.
  const onCanvas = useRef<readonly Stroke[]>(history.present);

  const repaint = useCallback((strokes: readonly Stroke[]) => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    drawRangoli(context, strokes, side.current);
    onCanvas.current = strokes;
  }, []);

  useEffect(() => {
    if (history.present !== onCanvas.current) repaint(history.present);
  }, [history.present, repaint]);

  // The canvas keeps its drawing at the size it is shown, in device pixels.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const fit = () => {
      const pixels = Math.round(
        canvas.clientWidth * Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO),
      );
      if (pixels === side.current || pixels === 0) return;
      side.current = pixels;
      canvas.width = pixels;
      canvas.height = pixels;
      repaint(onCanvas.current);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [repaint]);

  const change = (next: RangoliHistory) => {
    if (next === history) return;
    setHistory(next);
    onChange();
  };

  const style = { colour: RANGOLI_COLOURS[colour], width: RANGOLI_BRUSHES[brush], folds };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const canvas = event.currentTarget;
    canvas.setPointerCapture(event.pointerId);
    const point = pointIn(canvas, event);
    drawing.current = {
      pointer: event.pointerId,
      stroke: { ...style, points: [] },
      points: [point],
    };
    const context = canvas.getContext('2d');
    if (context) drawSegment(context, style, point, point, side.current);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drawing.current;
    if (!current || current.pointer !== event.pointerId) return;
    const canvas = event.currentTarget;
    const context = canvas.getContext('2d');
    // A fast finger sends several points per frame: every one is kept, for a smooth line.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [event.nativeEvent];
    const { points } = current;
    for (const one of events.length > 0 ? events : [event.nativeEvent]) {
      const point = pointIn(canvas, one);
      const last = points.at(-1) ?? point;
      if (context) drawSegment(context, current.stroke, last, point, side.current);
      points.push(point);
    }
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drawing.current;
    if (!current || current.pointer !== event.pointerId) return;
    drawing.current = null;
    const after = added(history, [{ ...current.stroke, points: current.points }]);
    // The finished stroke is on the canvas already: the drawing is not painted again for it.
    if (history.present === onCanvas.current) onCanvas.current = after.present;
    change(after);
  };

  const placePattern = () => {
    const sector = (2 * Math.PI) / folds;
    change(
      added(
        history,
        patternLines(pattern, sector).map((points) => ({ ...style, points })),
      ),
    );
  };

  const makeImage = async () => {
    setMaking(true);
    setFailed(false);
    try {
      onImage(await rangoliImage(history.present));
    } catch {
      setFailed(true);
    } finally {
      setMaking(false);
    }
  };

  const strokes = history.present.length;
  return (
    <div className="rangoli">
      <div className="rangoli__board">
        <canvas
          ref={canvasRef}
          className="rangoli__canvas"
          role="img"
          aria-label={t('rangoli.canvas', { count: strokes, folds })}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
        />
        <div className="rangoli__history" role="group" aria-label={t('rangoli.history')}>
          <Button
            variant="secondary"
            onClick={() => change(undone(history))}
            disabled={history.past.length === 0}
          >
            {t('rangoli.undo')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => change(redone(history))}
            disabled={history.future.length === 0}
          >
            {t('rangoli.redo')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => change(cleared(history))}
            disabled={strokes === 0}
          >
            {t('rangoli.clear')}
          </Button>
        </div>
      </div>
      <div className="rangoli__controls">
        <ChoiceGroup
          legend={t('rangoli.symmetry')}
          name={`${id}-folds`}
          value={String(folds)}
          onChange={(value) => setFolds(Number(value) as Symmetry)}
          options={SYMMETRIES.map((value) => ({
            value: String(value),
            label: t('rangoli.folds', { folds: value }),
          }))}
        />
        <ChoiceGroup
          legend={t('rangoli.colour')}
          name={`${id}-colour`}
          value={colour}
          onChange={setColour}
          options={(Object.keys(RANGOLI_COLOURS) as RangoliColour[]).map((value) => ({
            value,
            label: t(COLOUR_LABELS[value]),
          }))}
          swatch={(value) => RANGOLI_COLOURS[value]}
        />
        <ChoiceGroup
          legend={t('rangoli.brush')}
          name={`${id}-brush`}
          value={brush}
          onChange={setBrush}
          options={(Object.keys(RANGOLI_BRUSHES) as RangoliBrush[]).map((value) => ({
            value,
            label: t(BRUSH_LABELS[value]),
          }))}
        />
        <div className="rangoli__patterns">
          <ChoiceGroup
            legend={t('rangoli.patterns')}
            name={`${id}-pattern`}
            value={pattern}
            onChange={setPattern}
            options={RANGOLI_PATTERNS.map((value) => ({ value, label: t(PATTERN_LABELS[value]) }))}
          />
          <p className="rangoli__hint">{t('rangoli.patternsHint')}</p>
          <Button variant="secondary" onClick={placePattern}>
            {t('rangoli.place', { pattern: t(PATTERN_LABELS[pattern]) })}
          </Button>
        </div>
        <Button onClick={() => void makeImage()} disabled={strokes === 0 || making}>
          {making ? t('rangoli.making') : t('rangoli.make')}
        </Button>
        {failed && <p role="alert">{t('rangoli.failed')}</p>}
      </div>
    </div>
  );
}
