import { Trans } from '@yoga/shared';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** "If you think this is wrong, call support on <phone>", the number a link that dials it. */
export function SupportLine({
  phone,
  id = 'certStatus.support',
}: {
  phone: string;
  /** Another wording with the phone as its `<0>` element. */
  id?: 'certStatus.support' | 'certStatus.correct.support';
}) {
  return (
    <p className="cert-status__support">
      <Trans id={id} values={{ phone }} components={{ 0: <a href={telHref(phone)} /> }} />
    </p>
  );
}
