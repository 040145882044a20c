import { render, screen } from '@testing-library/react';
import { switchTestLanguage } from '../testing/test-language';
import { LanguageProvider } from './language-provider';
import { useContentText } from './use-content-text';

function SessionTitle({ title, title_hi }: { title: string; title_hi: string | null }) {
  const content = useContentText();
  return <p data-testid="title">{content(title, title_hi)}</p>;
}

describe('useContentText', () => {
  afterEach(() => switchTestLanguage('en'));

  it('follows the language switch, and shows the English where there is no Hindi yet', async () => {
    render(
      <LanguageProvider>
        <SessionTitle title="Sun salutations" title_hi="सूर्य नमस्कार" />
        <SessionTitle title="Balance" title_hi={null} />
      </LanguageProvider>,
    );
    const shown = () => screen.getAllByTestId('title').map((node) => node.textContent);
    expect(shown()).toEqual(['Sun salutations', 'Balance']);
    await switchTestLanguage('hi');
    expect(shown()).toEqual(['सूर्य नमस्कार', 'Balance']);
    await switchTestLanguage('en');
    expect(shown()).toEqual(['Sun salutations', 'Balance']);
  });
});
