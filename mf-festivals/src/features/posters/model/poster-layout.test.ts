import { fitLines, layoutPoster, type MeasureText, type PosterText } from './poster-layout';

/** A typewriter: every character half its size wide. */
const measure: MeasureText = (text, size) => [...text].length * size * 0.5;

const TEXT: PosterText = {
  heading: 'Ganesh Chaturthi: a fresh start',
  wishes: 'Warm wishes from',
  name: 'Priya Sharma',
  invite: 'Join me in the free 14-day yoga challenge',
  link: 'yoga.example/s/Ab3dEf7h',
  scan: 'Scan or open',
};

describe('fitLines', () => {
  it('keeps the largest size at which the text fits its lines', () => {
    expect(
      fitLines('Priya Sharma', measure, 900, { maxSize: 120, minSize: 40, maxLines: 1 }),
    ).toEqual({
      size: 120,
      lines: ['Priya Sharma'],
    });
  });

  it('shrinks in 4 px steps until the lines fit', () => {
    // 26 characters at 0.5 per px: one line fits 900 px at 69 px or less, two lines at 120.
    const fitted = fitLines('Aaaaaaaaaaaa Bbbbbbbbbbbbb', measure, 900, {
      maxSize: 120,
      minSize: 40,
      maxLines: 1,
    });
    expect(fitted).toEqual({ size: 68, lines: ['Aaaaaaaaaaaa Bbbbbbbbbbbbb'] });
  });

  it('breaks only between words, so a Devanagari conjunct is never split', () => {
    const fitted = fitLines('क्षितिज श्रीप्रिया द्वारकाधीश', measure, 500, {
      maxSize: 100,
      minSize: 40,
      maxLines: 3,
    });
    expect(fitted.lines.join(' ')).toBe('क्षितिज श्रीप्रिया द्वारकाधीश');
    for (const line of fitted.lines) {
      expect(['क्षितिज', 'श्रीप्रिया', 'द्वारकाधीश'].some((word) => line.includes(word))).toBe(true);
    }
  });

  it('stops at the smallest size and takes the lines it needs', () => {
    const fitted = fitLines('A'.repeat(80), measure, 900, {
      maxSize: 60,
      minSize: 40,
      maxLines: 1,
    });
    expect(fitted.size).toBe(40);
    expect(fitted.lines).toEqual(['A'.repeat(80)]);
  });
});

describe('layoutPoster', () => {
  it.each(['story', 'square'] as const)(
    'keeps every line of a %s poster inside it and above the QR code',
    (format) => {
      const layout = layoutPoster(format, TEXT, measure);
      const body = layout.lines.filter((line) => line.role !== 'scan' && line.role !== 'link');
      for (const line of body) {
        expect(line.y).toBeLessThan(layout.qr.y);
        expect(measure(line.text, line.size)).toBeLessThanOrEqual(layout.width - 2 * 70);
      }
      const foot = layout.lines.filter((line) => line.role === 'scan' || line.role === 'link');
      expect(foot.map((line) => line.role)).toEqual(['scan', 'link']);
      for (const line of foot) {
        expect(line.y).toBeGreaterThan(layout.qr.y + layout.qr.size);
        expect(line.y).toBeLessThanOrEqual(layout.height);
      }
    },
  );

  it('is 1080x1920 for a story and 1080x1080 for a square post', () => {
    expect(layoutPoster('story', TEXT, measure)).toMatchObject({ width: 1080, height: 1920 });
    expect(layoutPoster('square', TEXT, measure)).toMatchObject({ width: 1080, height: 1080 });
  });

  it('shrinks long texts together until they clear the QR code', () => {
    const long: PosterText = {
      ...TEXT,
      heading: 'A very long campaign heading that needs every line it can get on the poster',
      name: 'Venkata Lakshmi Narasimha Subrahmanya Sastry',
      invite: 'Join me in the free 14-day yoga challenge and practise with me every single morning',
    };
    for (const format of ['story', 'square'] as const) {
      const layout = layoutPoster(format, long, measure);
      const body = layout.lines.filter((line) => line.role !== 'scan' && line.role !== 'link');
      expect(Math.max(...body.map((line) => line.y))).toBeLessThan(layout.qr.y);
    }
  });

  it('draws each block once, its lines in reading order', () => {
    const layout = layoutPoster('story', TEXT, measure);
    const roles = layout.lines.map((line) => line.role);
    // A block of several lines has its lines one after the other.
    expect(roles.filter((role, index) => role !== roles[index - 1])).toEqual([
      'heading',
      'wishes',
      'name',
      'invite',
      'scan',
      'link',
    ]);
    const ys = layout.lines.map((line) => line.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  });
});
