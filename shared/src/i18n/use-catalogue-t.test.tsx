import { render, screen } from '@testing-library/react';
import { defineCatalogue } from './language-state';
import { LanguageProvider } from './language-provider';
import { useCatalogueT } from './use-catalogue-t';

describe('useCatalogueT', () => {
  it('renders no text (never an id) until the catalogue arrives, then its text, fetched once', async () => {
    let downloads = 0;
    const lazyTexts = defineCatalogue('lazytexts', async (language) => {
      downloads += 1;
      return { default: { 'lazytexts.hello': language === 'hi' ? 'नमस्ते' : 'Hello' } };
    });
    function Greeting() {
      const t = useCatalogueT<{ 'lazytexts.hello': string }>(lazyTexts);
      return <p data-testid="greeting">{t('lazytexts.hello')}</p>;
    }
    const page = (
      <LanguageProvider>
        <Greeting />
      </LanguageProvider>
    );

    const { unmount } = render(page);
    expect(screen.getByTestId('greeting')).toHaveTextContent(/^$/);
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    unmount();

    render(page);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(downloads).toBe(1);
  });
});
