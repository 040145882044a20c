import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { useShellInviterNameQuery } from '../api/auth-endpoints';
import { MembershipPanel } from './membership-panel';
import { useShellT } from '../../../locales/shell-catalogue';
import './join-page.css';

/** /join/[slug]: a friend's referral link, naming who sent it. */
export function JoinPage() {
  const { slug = '' } = useParams();
  const { data, isLoading, isError } = useShellInviterNameQuery(slug);
  const t = useShellT();
  useDocumentTitle(
    data ? t('shell.join.invitedTitle', { name: data.name }) : t('shell.join.pageTitle'),
  );
  return (
    <div className="join-page">
      <section className="hero hero--compact" aria-live="polite">
        {isLoading && <p className="hero__eyebrow">{t('shell.join.checking')}</p>}
        {data && (
          <>
            <p className="hero__eyebrow">{t('shell.join.personal')}</p>
            <h1 className="hero__title">{t('shell.join.invitedHeading', { name: data.name })}</h1>
          </>
        )}
        {isError && <h1 className="hero__title">{t('shell.join.heading')}</h1>}
        <p className="hero__lead">{t('shell.join.lead')}</p>
      </section>
      {/* The slug goes with the form even before (or without) the name lookup: the server
          credits a known inviter and ignores an unknown one, so a slow network loses nothing. */}
      <MembershipPanel referral={slug} />
    </div>
  );
}
