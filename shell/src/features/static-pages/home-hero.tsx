import { useShellT } from '../../locales/shell-catalogue';

/**
 * The home page's opening: also written into the HTML of / at build time, so a phone shows it
 * before any script has arrived (see src/prerender).
 */
export function HomeHero() {
  const t = useShellT();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="hero__eyebrow">{t('shell.hero.eyebrow')}</p>
      <h1 id="hero-title" className="hero__title">
        {t('shell.hero.title')}
      </h1>
      <p className="hero__lead">{t('shell.hero.lead')}</p>
    </section>
  );
}
