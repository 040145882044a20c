import type { FastifyInstance } from 'fastify';
import { unglued } from '@yoga/shared/domain';
import {
  registerPreviewPage,
  type RecordPreviewPageOptions,
  type PreviewTags,
} from '../http/preview-page';
import { siteOrigin } from '../http/site-origin';
import { findCertificate } from './certificate-repository';
import type { CertificateRecord } from './certificate-record';
import { toCertificate } from './certificate-wire';
import { certificateText } from './render/certificate-text';
import { SHARE_IMAGE } from './render/render-png';

const CERTIFICATE_ID = /^[0-9A-HJKMNP-TV-Z]{16}$/;

function previewTags(record: CertificateRecord, origin: string, apiBase: string): PreviewTags {
  const certificate = toCertificate(record, apiBase);
  const text = certificateText(record);
  const title =
    record.status === 'revoked'
      ? `Revoked certificate · ${text.issuer}`
      : `${record.holder_name}: ${text.title}`;
  const replaced =
    record.status === 'superseded' ? ' It was replaced by a corrected certificate.' : '';
  const description =
    record.status === 'revoked'
      ? 'This certificate was revoked by its issuer.'
      : `${record.holder_name} ${unglued(text.statement)}${replaced} Verify it at ${certificate.page_url}`;
  const properties: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', text.issuer],
    ['og:title', title],
    ['og:description', description],
    ['og:url', certificate.page_url],
  ];
  if (record.status !== 'revoked') {
    properties.push(
      ['og:image', `${origin}${certificate.png_path}`],
      ['og:image:type', 'image/png'],
      ['og:image:width', String(SHARE_IMAGE.width)],
      ['og:image:height', String(SHARE_IMAGE.height)],
      ['og:image:alt', `${text.title}: ${record.holder_name}`],
    );
  }
  return { title, description, properties };
}

/**
 * `/certificate/<id>`: the shell's page with the certificate's link-preview tags. An unknown id
 * gets the shell with status 404, and the page says it was not found.
 */
export function registerCertificatePage(
  app: FastifyInstance,
  { db, publicSiteUrl, publicApiBase, ...page }: RecordPreviewPageOptions,
): void {
  registerPreviewPage(app, '/certificate/', page, async (request, id) => {
    const record = CERTIFICATE_ID.test(id) ? await findCertificate(db, id) : null;
    // "download" is a page of the remote, not a certificate id.
    if (!record) return { status: id === 'download' ? 200 : 404 };
    return { preview: previewTags(record, siteOrigin(request, publicSiteUrl), publicApiBase) };
  });
}
