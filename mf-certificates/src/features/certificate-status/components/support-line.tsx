import { Trans } from '@yoga/shared';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** "If you think this is wrong, call support on <phone>", the number a link that dials it. */
export function SupportLine({ phone }: { phone: string }) {
  return (
    <p className="cert-status__support">
      <Trans
        id="certStatus.support"
        values={{ phone }}
        components={{ 0: <a href={telHref(phone)} /> }}
      />
    </p>
  );
}
