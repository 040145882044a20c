import {
  apiProblem,
  Button,
  checkPrintedName,
  TextField,
  useLanguage,
  useProblemText,
  type ApiProblem,
} from '@yoga/shared';
import type { Profile, ProfileChange } from '@yoga/shared/models';
import { ChoiceGroup } from '@yoga/shared/ui-extra';
import { useId, useState, type FormEvent } from 'react';
import { LANGUAGES, type Language } from '@yoga/shared/domain';
import { useAccountChangeProfileMutation } from '../api/profile-api';
import { useProfileT } from '../profile-catalogue';
import './profile.css';

type Field = 'name' | 'city' | 'state';

const LANGUAGE_LABELS = {
  en: 'profile.language.en',
  hi: 'profile.language.hi',
} as const satisfies Record<Language, string>;

/**
 * What the member changed, tidied; empty when nothing did. The language counts as changed only
 * when it differs from the one the form showed (the site's, for a member who never chose).
 */
function changesOf(
  profile: Profile,
  typed: Record<Field, string>,
  language: Language,
  shownLanguage: Language,
) {
  const change: ProfileChange = {};
  const name = typed.name.replace(/\s+/g, ' ').trim();
  if (name !== profile.name) change.name = name;
  for (const field of ['city', 'state'] as const) {
    const value = typed[field].trim();
    if (value !== (profile[field] ?? '')) change[field] = value;
  }
  if (language !== shownLanguage) change.preferred_language = language;
  return change;
}

/**
 * The member's details: name (the spec's rule, checked here as the server checks it), city,
 * state and language. Only what changed is sent; choosing a language also switches the site.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useProfileT();
  const problemText = useProblemText();
  const { language: siteLanguage, switchLanguage } = useLanguage();
  const languageName = useId();
  const [typed, setTyped] = useState<Record<Field, string>>({
    name: profile.name,
    city: profile.city ?? '',
    state: profile.state ?? '',
  });
  const [shownLanguage, setShownLanguage] = useState<Language>(
    profile.preferred_language ?? siteLanguage,
  );
  const [language, setLanguage] = useState<Language>(shownLanguage);
  const [problems, setProblems] = useState<Partial<Record<Field, ApiProblem | 'required'>>>({});
  const [outcome, setOutcome] = useState<'saved' | 'unchanged' | null>(null);
  const [change, sending] = useAccountChangeProfileMutation();
  const serverProblem = apiProblem(sending.error);
  const abroad = profile.country_code !== 'IN';

  const errorOf = (field: Field) => {
    const own = problems[field];
    if (own === 'required') return t('profile.required');
    if (own) return problemText(own);
    if (serverProblem?.field === field) return problemText(serverProblem);
    return undefined;
  };
  const formError =
    serverProblem && !['name', 'city', 'state'].includes(serverProblem.field ?? '')
      ? problemText(serverProblem)
      : undefined;

  const set = (field: Field) => (value: string) => {
    setTyped((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    const checked = checkPrintedName(typed.name);
    if (checked.problem) found.name = checked.problem;
    // Once given, a city stays: the form can correct it but not empty it.
    if (profile.city && !typed.city.trim()) found.city = 'required';
    if (profile.state && !typed.state.trim()) found.state = 'required';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const fields = changesOf(profile, typed, language, shownLanguage);
    if (Object.keys(fields).length === 0) {
      setOutcome('unchanged');
      return;
    }
    const answer = await change({ id: profile.id, change: fields });
    if ('error' in answer) return;
    setTyped({
      name: answer.data.name,
      city: answer.data.city ?? '',
      state: answer.data.state ?? '',
    });
    setShownLanguage(language);
    setOutcome('saved');
    if (fields.preferred_language && fields.preferred_language !== siteLanguage) {
      void switchLanguage(fields.preferred_language);
    }
  };

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('profile.name.label')}
        hint={t('profile.name.hint')}
        value={typed.name}
        onChange={(event) => set('name')(event.target.value)}
        error={errorOf('name')}
        autoComplete="name"
        autoCapitalize="words"
        spellCheck={false}
        required
      />
      <TextField
        label={t('profile.city.label')}
        value={typed.city}
        onChange={(event) => set('city')(event.target.value)}
        error={errorOf('city')}
        autoComplete="address-level2"
      />
      <TextField
        label={abroad ? t('profile.state.abroadLabel') : t('profile.state.label')}
        value={typed.state}
        onChange={(event) => set('state')(event.target.value)}
        error={errorOf('state')}
        autoComplete="address-level1"
      />
      <ChoiceGroup
        legend={t('profile.language.legend')}
        name={languageName}
        options={LANGUAGES.map((value) => ({ value, label: t(LANGUAGE_LABELS[value]) }))}
        value={language}
        onChange={(value) => {
          setLanguage(value);
          setOutcome(null);
        }}
      />

      {formError && (
        <p className="profile-form__error" role="alert">
          {formError}
        </p>
      )}
      <p className="profile-form__outcome" role="status">
        {outcome === 'saved' && t('profile.saved')}
        {outcome === 'unchanged' && t('profile.nothingChanged')}
      </p>
      <Button type="submit" loading={sending.isLoading}>
        {t('profile.save')}
      </Button>
    </form>
  );
}
