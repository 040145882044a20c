import { LANGUAGES, LANGUAGE_NAMES, showToast, useAppDispatch, useLanguage } from '@yoga/shared';
import { useShellT } from '../locales/shell-catalogue';

/**
 * English | हिन्दी in the header. Each language is named in itself (and marked with its `lang`,
 * so a screen reader reads हिन्दी in Hindi); the current one is pressed. The whole page, remotes
 * included, switches without a reload, and the choice is remembered for the next visit.
 */
export function LanguageSwitch() {
  const { language, switchLanguage } = useLanguage();
  const dispatch = useAppDispatch();
  const t = useShellT();
  const choose = (next: (typeof LANGUAGES)[number]) =>
    switchLanguage(next).catch(() =>
      dispatch(showToast({ message: { id: 'shell.header.languageFailed' }, kind: 'error' })),
    );
  return (
    <div className="language-switch" role="group" aria-label={t('shell.header.language')}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switch__option"
          aria-pressed={option === language}
          onClick={() => void choose(option)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
