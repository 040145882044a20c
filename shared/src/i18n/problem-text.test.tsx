import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LanguageProvider } from './language-provider';
import { i18n } from './language-state';
import { useProblemText } from './problem-text';

const wrapper = ({ children }: { children: ReactNode }) => (
  <LanguageProvider>{children}</LanguageProvider>
);
const wrong = { code: 'otp_wrong', message: 'That code is not right.', triesLeft: 2 } as const;

describe('useProblemText', () => {
  afterEach(() => act(() => i18n.activate('en', ['en-IN'])));

  it('gives the translated text of a code, with its values, in either language', () => {
    const { result } = renderHook(() => useProblemText(), { wrapper });
    expect(result.current(wrong)).toBe('That code is not right. 2 tries left.');
    expect(result.current({ ...wrong, triesLeft: 1 })).toBe('That code is not right. 1 try left.');
    act(() => i18n.activate('hi', ['hi-IN']));
    expect(result.current(wrong)).toBe('यह कोड सही नहीं है। अब 2 मौके बचे हैं।');
  });

  it('falls back to the server’s English for a code it has no text for', () => {
    const { result } = renderHook(() => useProblemText(), { wrapper });
    expect(result.current({ message: 'Something new.' })).toBe('Something new.');
  });

  it('shows the server’s English until the texts arrive, then the translation', async () => {
    // The Jest setup loaded every catalogue; take Hindi's problem texts away (Lingui has no public
    // unload) so the real loader has to fetch them.
    const store = (i18n as unknown as { _messages: Record<string, Record<string, unknown>> })
      ._messages;
    const hindi = store.hi ?? {};
    store.hi = Object.fromEntries(
      Object.entries(hindi).filter(([id]) => !id.startsWith('shared.error.')),
    );
    act(() => i18n.activate('hi', ['hi-IN']));
    const { result } = renderHook(() => useProblemText(), { wrapper });
    expect(result.current(wrong)).toBe('That code is not right.');
    await waitFor(() => expect(result.current(wrong)).toBe('यह कोड सही नहीं है। अब 2 मौके बचे हैं।'));
  });
});
