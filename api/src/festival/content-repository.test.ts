import {
  garbaStepWire,
  opsGarbaStepWire,
  recipeWire,
  type StoredGarbaStep,
} from './content-repository';
import type { OpsRecipe } from './content-schemas';

const stored = (video_url: string | null): StoredGarbaStep => ({
  step: 1,
  title: 'Two-clap step',
  title_hi: 'दो ताली',
  instructions: '1–2: step.\n3: clap.',
  instructions_hi: '1–2: कदम।\n3: ताली।',
  counts: 6,
  bpm: 96,
  video_url,
});

describe('the festival content members and ops read', () => {
  it('shows ops the link they pasted and the video it names; members only the video', () => {
    const ops = opsGarbaStepWire(stored('https://www.youtube.com/watch?v=abcDEF12_-3'));
    expect(ops).toMatchObject({
      video_url: 'https://www.youtube.com/watch?v=abcDEF12_-3',
      video: { kind: 'youtube', src: 'https://www.youtube-nocookie.com/embed/abcDEF12_-3' },
    });
    const member = garbaStepWire(stored('https://media.example.org/garba/step-1.mp4'));
    expect(member.video).toEqual({
      kind: 'file',
      src: 'https://media.example.org/garba/step-1.mp4',
    });
    expect(member).not.toHaveProperty('video_url');
  });

  it('answers no video for a step without a link, or with one no longer taken', () => {
    expect(garbaStepWire(stored(null)).video).toBeNull();
    expect(garbaStepWire(stored('http://media.example.org/garba/step-1.mp4')).video).toBeNull();
  });

  it("keeps a recipe's place and visibility from members", () => {
    const recipe: OpsRecipe = {
      slug: 'dry-fruit-laddoo',
      title: 'Dry-fruit laddoo',
      title_hi: 'ड्राई फ्रूट लड्डू',
      summary: 'No sugar.',
      summary_hi: 'बिना चीनी।',
      servings: 12,
      minutes: 30,
      ingredients: [{ name: 'Dates', name_hi: 'खजूर', quantity: 200, unit: 'g' }],
      steps: [{ text: 'Roll.', text_hi: 'बाँधें।', timer_seconds: null }],
      position: 10,
      published: false,
    };
    const { position: _position, published: _published, ...wire } = recipe;
    expect(recipeWire(recipe)).toEqual(wire);
    expect(recipeWire(recipe)).not.toHaveProperty('published');
  });
});
