import { skipToken } from '@reduxjs/toolkit/query';
import { selectLead, useAppSelector } from '@yoga/shared';
import { useFestivalsQrCodeQuery, useFestivalsStatusLinkQuery } from './posters-api';

/** The short link as printed: without `https://`, so it reads as an address. */
const printedLink = (origin: string, path: string) =>
  `${origin.replace(/^https?:\/\//, '')}${path}`;

/**
 * What every poster and card prints at its foot: a member's status short link and the QR code
 * of their invitation page, or for a visitor the site's address and its home's QR code.
 * `waiting` until both are there (a failed short link falls back to the site's address);
 * `failed` when the QR code could not be read, with `retry`.
 */
export function usePosterLink() {
  const lead = useAppSelector(selectLead);
  const statusLink = useFestivalsStatusLinkQuery(lead ? undefined : skipToken);
  const qr = useFestivalsQrCodeQuery(lead ? lead.slug : null);
  return {
    qrSvg: qr.data ?? null,
    link: printedLink(window.location.origin, lead && statusLink.data ? statusLink.data.path : ''),
    waiting: !qr.data || (lead !== null && !statusLink.data && !statusLink.isError),
    failed: qr.isError,
    retry: () => void qr.refetch(),
  };
}
