/** The kit's tokens (shared/src/ui/tokens.css), so a certificate looks like the site it came from. */
export const CERTIFICATE_COLOURS = {
  paper: '#fbf7f1',
  brand: '#0f5257',
  accent: '#c05815',
  ink: '#1d2a2c',
  muted: '#56666a',
} as const;
