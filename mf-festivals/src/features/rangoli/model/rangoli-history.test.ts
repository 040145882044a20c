import {
  EMPTY_RANGOLI,
  UNDO_DEPTH,
  added,
  cleared,
  redone,
  undone,
  type Stroke,
} from './rangoli-history';

const stroke = (colour: string): Stroke => ({
  colour,
  width: 0.01,
  folds: 8,
  points: [
    [0.6, 0.5],
    [0.7, 0.5],
  ],
});
const red = stroke('red');
const blue = stroke('blue');

describe('the rangoli history', () => {
  it('undoes and redoes strokes in order', () => {
    const drawn = added(added(EMPTY_RANGOLI, [red]), [blue]);
    expect(drawn.present).toEqual([red, blue]);
    const back = undone(drawn);
    expect(back.present).toEqual([red]);
    expect(undone(back).present).toEqual([]);
    expect(redone(back).present).toEqual([red, blue]);
    expect(redone(redone(undone(back))).present).toEqual([red, blue]);
  });

  it('forgets what was undone once something new is drawn', () => {
    const drawn = added(undone(added(added(EMPTY_RANGOLI, [red]), [blue])), [red]);
    expect(drawn.present).toEqual([red, red]);
    expect(redone(drawn)).toBe(drawn);
  });

  it("places a pattern's strokes as one step", () => {
    const placed = added(EMPTY_RANGOLI, [red, blue]);
    expect(undone(placed).present).toEqual([]);
    expect(added(placed, [])).toBe(placed);
  });

  it('clears as a step that undo brings back, and leaves an empty drawing alone', () => {
    const drawn = added(EMPTY_RANGOLI, [red]);
    const wiped = cleared(drawn);
    expect(wiped.present).toEqual([]);
    expect(undone(wiped).present).toEqual([red]);
    expect(cleared(EMPTY_RANGOLI)).toBe(EMPTY_RANGOLI);
  });

  it('does nothing to undo or redo at either end', () => {
    expect(undone(EMPTY_RANGOLI)).toBe(EMPTY_RANGOLI);
    expect(redone(EMPTY_RANGOLI)).toBe(EMPTY_RANGOLI);
  });

  it(`reaches back at most ${UNDO_DEPTH} steps`, () => {
    let history = EMPTY_RANGOLI;
    for (let count = 0; count < UNDO_DEPTH + 10; count += 1) history = added(history, [red]);
    expect(history.past).toHaveLength(UNDO_DEPTH);
    for (let count = 0; count < UNDO_DEPTH + 10; count += 1) history = undone(history);
    expect(history.present).toHaveLength(10);
  });
});
