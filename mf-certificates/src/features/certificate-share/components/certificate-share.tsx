import { ButtonLink, useContentText } from '@yoga/shared';
import { ShareButtons } from '@yoga/shared/ui-extra';
import type { Certificate } from '@yoga/shared/models';
import { useEffect, useId, useState } from 'react';
import { canShareImages, fetchImageFile } from '../model/image-file';
import { certificateLinkedInUrl } from '../model/linkedin';
import { useShareT } from '../share-catalogue';
import './share.css';

/**
 * The image as a File for the share sheet, fetched only where the browser can share files (so a
 * WhatsApp status gets the picture, not just a link), and before the tap: a share sheet must open
 * within the tap's user gesture, which a download started by the tap would outlast.
 */
function useShareableImage(certificate: Certificate): File[] | undefined {
  const [files, setFiles] = useState<File[]>();
  const { png_path: path, id } = certificate;
  useEffect(() => {
    if (!canShareImages()) return;
    let current = true;
    void fetchImageFile(path, `certificate-${id}.png`).then((file) => {
      if (current && file) setFiles([file]);
    });
    return () => {
      current = false;
    };
  }, [path, id]);
  return files;
}

/** WhatsApp, the share sheet with the image, copy link, and LinkedIn's add-to-profile form. */
export function CertificateShare({ certificate }: { certificate: Certificate }) {
  const t = useShareT();
  const headingId = useId();
  const hintId = useId();
  const files = useShareableImage(certificate);
  const content = useContentText();
  const worldRecord = certificate.kind === 'world_record';
  const challenge = content(certificate.challenge.title, certificate.challenge.title_hi);
  const certificationName = worldRecord
    ? t('certShare.linkedin.nameWorldRecord', { challenge })
    : t('certShare.linkedin.nameCompletion', { challenge });
  return (
    <section className="cert-share" aria-labelledby={headingId}>
      <h2 id={headingId} className="cert-share__title">
        {t('certShare.share.title')}
      </h2>
      <ShareButtons
        url={certificate.page_url}
        text={
          worldRecord
            ? t('certShare.share.textWorldRecord', { challenge })
            : t('certShare.share.textCompletion', { challenge })
        }
        title={t('certShare.share.sheetTitle')}
        files={files}
      />
      <div className="cert-share__linkedin">
        <ButtonLink
          variant="secondary"
          href={certificateLinkedInUrl(certificate, certificationName)}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={hintId}
        >
          {t('certShare.linkedin.add')}
          <span className="kit-visually-hidden"> {t('certShare.newTab')}</span>
        </ButtonLink>
        <p id={hintId} className="cert-share__hint">
          {t('certShare.linkedin.hint')}
        </p>
      </div>
    </section>
  );
}
