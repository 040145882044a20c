/** A stretch of text in one script, drawn with that script's font. */
export interface ScriptRun {
  script: 'latin' | 'devanagari';
  text: string;
}

// Characters written with Devanagari (Script_Extensions): its letters and signs, its extensions,
// the Vedic signs, and the dandas it shares with other Indic scripts. The joiners shape conjuncts
// inside a word.
const DEVANAGARI = /\p{scx=Deva}/u;
const NEUTRAL = /[\s\u200C\u200D]/;

/**
 * Splits text into runs per script, so a PDF draws each with a font that has its glyphs and its
 * shaping rules. Spaces and joiners stay in the run they are in, so a word is never split.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const script = DEVANAGARI.test(char)
      ? 'devanagari'
      : NEUTRAL.test(char) && last
        ? last.script
        : 'latin';
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}
