import { useShellT } from '../../locales/shell-catalogue';

/**
 * The home page's opening: also written into the HTML of / at build time, so a phone shows it
 * before any script has arrived (see src/prerender).
 */
export function HomeHero({ level = 1 }: { level?: 1 | 2 }) {
  const t = useShellT();
  // A member's home leads with their own day; the opening follows it, one level down.
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="hero__eyebrow">{t('shell.hero.eyebrow')}</p>
      <Heading id="hero-title" className="hero__title">
        {t('shell.hero.title')}
      </Heading>
      <p className="hero__lead">{t('shell.hero.lead')}</p>
    </section>
  );
}
