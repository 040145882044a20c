import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { trackEvent } from '../analytics/analytics';
import { Button, ButtonLink } from '../ui/button';

export interface MadeImageProps {
  /** The PNG made on the phone. */
  image: Blob;
  fileName: string;
  alt: string;
  /** What the analytics' share event calls it: `poster`, `rangoli`, `diya_card`. */
  item: string;
  /** The title a share sheet shows. */
  shareTitle: string;
  labels: { heading: string; share: string; download: string; hint: string };
  /** How the preview is shaped: a story poster is tall, everything else square. */
  shape?: 'story' | 'square';
}

/**
 * An image the member made on their phone, shown with the way to share it (the Web Share API,
 * where the phone can share files) and to download it (always there). Sharing is its own tap:
 * Android refuses a share started while the image was still being made. Nothing is uploaded.
 */
export function MadeImage({
  image,
  fileName,
  alt,
  item,
  shareTitle,
  labels,
  shape = 'square',
}: MadeImageProps) {
  const location = useLocation();
  const url = useMemo(() => URL.createObjectURL(image), [image]);
  // Let go of the image once it is no longer shown. A moment later, not at once: React may unmount
  // and mount again straight away (StrictMode in development), keeping the same address.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    shown.current = url;
    return () => {
      shown.current = null;
      setTimeout(() => {
        if (shown.current !== url) URL.revokeObjectURL(url);
      }, 0);
    };
  }, [url]);
  const file = useMemo(() => new File([image], fileName, { type: image.type }), [image, fileName]);
  const canShare =
    typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
  const share = () => {
    trackEvent('share', { channel: 'native', page_path: location.pathname, item });
    navigator.share({ files: [file], title: shareTitle }).catch(() => undefined);
  };
  return (
    <section className="kit-made-image">
      <h2>{labels.heading}</h2>
      <img
        src={url}
        alt={alt}
        className={`kit-made-image__preview kit-made-image__preview--${shape}`}
      />
      <div className="kit-made-image__actions">
        {canShare && <Button onClick={share}>{labels.share}</Button>}
        <ButtonLink
          variant={canShare ? 'secondary' : 'primary'}
          href={url}
          download={fileName}
          onClick={() =>
            trackEvent('share', { channel: 'download', page_path: location.pathname, item })
          }
        >
          {labels.download}
        </ButtonLink>
      </div>
      <p className="kit-made-image__hint">{labels.hint}</p>
    </section>
  );
}
