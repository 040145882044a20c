import { festivalVideoOf } from './festival-video';

const embed = (id: string) => ({
  kind: 'youtube',
  src: `https://www.youtube-nocookie.com/embed/${id}`,
});

describe('festivalVideoOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abcDEF12_-3', embed('abcDEF12_-3')],
    ['https://youtube.com/watch?v=abcDEF12_-3&t=30s', embed('abcDEF12_-3')],
    ['https://m.youtube.com/watch?v=abcDEF12_-3', embed('abcDEF12_-3')],
    ['https://youtu.be/abcDEF12_-3', embed('abcDEF12_-3')],
    ['https://youtu.be/abcDEF12_-3?si=share', embed('abcDEF12_-3')],
    ['https://www.youtube.com/embed/abcDEF12_-3', embed('abcDEF12_-3')],
    ['https://www.youtube.com/shorts/abcDEF12_-3', embed('abcDEF12_-3')],
  ])('reads the YouTube video of %s', (link, video) => {
    expect(festivalVideoOf(link)).toEqual(video);
  });

  it.each([
    'https://media.example.org/garba/step-1.mp4',
    'https://media.example.org/garba/Step-1.WEBM?v=2',
  ])('keeps a hosted file as it is: %s', (link) => {
    expect(festivalVideoOf(link)).toEqual({ kind: 'file', src: link });
  });

  it.each([
    ['not a link', 'garba'],
    ['plain http', 'http://www.youtube.com/watch?v=abcDEF12_-3'],
    ['javascript', 'javascript:alert(1)//.mp4'],
    ['an id of the wrong length', 'https://youtu.be/abc'],
    ['an id with other characters', 'https://www.youtube.com/watch?v=abc<script>1'],
    ['a YouTube page that is no video', 'https://www.youtube.com/@channel'],
    ['a look-alike host', 'https://youtube.com.evil.example/watch?v=abcDEF12_-3'],
    ['a page that is no video file', 'https://media.example.org/garba/step-1.html'],
    ['credentials in the link', 'https://user:pass@media.example.org/step.mp4'],
  ])('refuses %s', (_why, link) => {
    expect(festivalVideoOf(link)).toBeNull();
  });
});
