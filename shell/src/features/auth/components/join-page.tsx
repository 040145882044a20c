import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { useShellInviterNameQuery } from '../api/auth-endpoints';
import { MembershipPanel } from './membership-panel';
import './join-page.css';

/** /join/[slug]: a friend's referral link, naming who sent it. */
export function JoinPage() {
  const { slug = '' } = useParams();
  const { data, isLoading, isError } = useShellInviterNameQuery(slug);
  useDocumentTitle(data ? `${data.name} invited you` : 'Join the challenge');
  return (
    <div className="join-page">
      <section className="hero hero--compact" aria-live="polite">
        {isLoading && <p className="hero__eyebrow">Checking your invitation…</p>}
        {data && (
          <>
            <p className="hero__eyebrow">Personal invitation</p>
            <h1 className="hero__title">{data.name} invited you to the 14-day yoga challenge</h1>
          </>
        )}
        {isError && <h1 className="hero__title">Join the 14-day yoga challenge</h1>}
        <p className="hero__lead">
          Free live sessions every morning for fourteen days. Join in a minute.
        </p>
      </section>
      {/* The slug goes with the form even before (or without) the name lookup: the server
          credits a known inviter and ignores an unknown one, so a slow network loses nothing. */}
      <MembershipPanel referral={slug} />
    </div>
  );
}
