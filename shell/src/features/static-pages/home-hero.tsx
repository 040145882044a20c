/**
 * The home page's opening: also written into the HTML of / at build time, so a phone shows it
 * before any script has arrived (see src/prerender).
 */
export function HomeHero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="hero__eyebrow">Free · Live · 14 days</p>
      <h1 id="hero-title" className="hero__title">
        Fourteen mornings that change how you feel
      </h1>
      <p className="hero__lead">
        Join thousands of people practising yoga together, live with expert teachers, from the
        comfort of home. <span lang="hi">रोज़ सुबह, साथ मिलकर योग।</span>
      </p>
    </section>
  );
}
