import { screen } from '@testing-library/react';
import { ensureCatalogue } from '../i18n/language-state';
import { useLanguage } from '../i18n/use-translation';
import { kitCatalogue } from '../ui/kit-catalogue';
import { ErrorState } from '../ui/error-state';
import { renderWithStore } from './render-with-store';
import { inTestLanguage, switchTestLanguage } from './test-language';

function LanguageName() {
  return <p data-testid="language">{useLanguage().language}</p>;
}

describe('switchTestLanguage', () => {
  afterEach(() => switchTestLanguage('en'));

  it('switches a rendered page to Hindi and back, with <html lang>', async () => {
    await ensureCatalogue(kitCatalogue);
    renderWithStore(
      <>
        <LanguageName />
        <ErrorState onRetry={() => undefined} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await switchTestLanguage('hi');
    expect(screen.getByTestId('language')).toHaveTextContent('hi');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');

    await switchTestLanguage('en');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('inTestLanguage', () => {
  inTestLanguage('hi');

  it('renders each test of the block in that language', () => {
    renderWithStore(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent('कुछ गड़बड़ हो गई।');
  });
});

describe('after a Hindi block', () => {
  it('is back in English', () => {
    renderWithStore(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});
