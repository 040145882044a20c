import {
  Button,
  ButtonLink,
  buttonClassName,
  ErrorState,
  TextField,
  checkPrintedName,
  selectLead,
  signInPath,
  useAppSelector,
  useContentText,
  useLanguage,
  useProblemText,
  type Language,
} from '@yoga/shared';
import type { PosterTemplate } from '@yoga/shared/domain';
import type { Campaign } from '@yoga/shared/models';
import { ChoiceGroup, MadeImage } from '@yoga/shared/ui-extra';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { usePosterLink } from '../api/use-poster-link';
import { POSTER_DESIGNS, type PosterFormat } from '../model/poster-designs';
import { renderPoster } from '../model/render-poster';
import { usePostersT } from '../posters-catalogue';
import './poster-maker.css';

// Ids spelled out in full, so the catalogue check finds each one used.
const TEMPLATE_LABELS = {
  'sunrise-namaste': 'posters.template.sunriseNamaste',
  'lotus-calm': 'posters.template.lotusCalm',
  'diya-glow': 'posters.template.diyaGlow',
  'modak-blessing': 'posters.template.modakBlessing',
  'marigold-frame': 'posters.template.marigoldFrame',
} as const satisfies Record<PosterTemplate, string>;

const LANGUAGE_LABELS = {
  en: 'posters.language.en',
  hi: 'posters.language.hi',
} as const satisfies Record<Language, string>;

const FORMAT_LABELS = {
  story: 'posters.format.story',
  square: 'posters.format.square',
} as const satisfies Record<PosterFormat, string>;

type Made =
  | { status: 'idle' }
  | { status: 'making' }
  | { status: 'failed' }
  | { status: 'ready'; image: Blob; alt: string };

export interface PosterMakerProps {
  campaign: Campaign;
  /** Makes the card of the promise taken under this name instead of a greeting poster. */
  promise?: { name: string };
  /** Told when a poster (or card) is ready. */
  onMade?: () => void;
}

/**
 * The poster maker: the member picks a design, types their name, picks the greeting's language
 * and size, may add a photo, and gets a PNG drawn on the phone with their invitation link and its
 * QR code on it. Sharing is a second tap once the image is ready (Android refuses a share started
 * while the image is still being made); downloading is always there.
 */
export function PosterMaker({ campaign, promise, onMade }: PosterMakerProps) {
  const t = usePostersT();
  const { language } = useLanguage();
  const content = useContentText();
  const problemText = useProblemText();
  const location = useLocation();
  const lead = useAppSelector(selectLead);
  const nameId = useId();
  const [template, setTemplate] = useState<PosterTemplate>(campaign.templates[0] ?? 'lotus-calm');
  const [name, setName] = useState(promise?.name ?? lead?.name ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const [greeting, setGreeting] = useState<Language>(language);
  const [format, setFormat] = useState<PosterFormat>('story');
  const [photo, setPhoto] = useState<ImageBitmap | null>(null);
  const [photoFailed, setPhotoFailed] = useState(false);
  const [made, setMade] = useState<Made>({ status: 'idle' });
  const { qrSvg, link, waiting } = usePosterLink();

  const pickPhoto = async (file: File | undefined) => {
    setPhotoFailed(false);
    if (!file) return;
    try {
      setPhoto(await createImageBitmap(file));
    } catch {
      setPhotoFailed(true);
    }
  };

  const heading = promise
    ? ((greeting === 'hi' ? campaign.pledge_hi : campaign.pledge) ?? '')
    : greeting === 'hi'
      ? campaign.title_hi
      : campaign.title;
  const item = promise ? 'promise_card' : 'poster';

  const make = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPrintedName(name);
    setNameError(checked.problem ? problemText(checked.problem) : undefined);
    if (checked.name === null || !qrSvg) return;
    const printed = checked.name;
    setMade({ status: 'making' });
    try {
      const blob = await renderPoster({
        kind: promise ? 'promise' : 'greeting',
        template,
        format,
        greeting,
        heading,
        name: printed,
        link,
        qrSvg,
        photo,
      });
      setMade({
        status: 'ready',
        image: blob,
        alt: promise
          ? t('posters.previewAltPromise', { heading, name: printed })
          : t('posters.previewAlt', { heading, name: printed }),
      });
      onMade?.();
    } catch {
      setMade({ status: 'failed' });
    }
  };

  return (
    <div className="poster-maker">
      <form className="poster-maker__form" onSubmit={(event) => void make(event)} noValidate>
        <ChoiceGroup
          legend={t('posters.design')}
          name={`${nameId}-design`}
          value={template}
          onChange={setTemplate}
          options={campaign.templates.map((value) => ({ value, label: t(TEMPLATE_LABELS[value]) }))}
          swatch={(value) => {
            const [top, bottom] = POSTER_DESIGNS[value].background;
            return `linear-gradient(${top}, ${bottom})`;
          }}
        />
        {promise ? (
          <p className="poster-maker__printed">
            {t('posters.printedName', { name: promise.name })}
          </p>
        ) : (
          <TextField
            label={t('posters.name')}
            hint={t('posters.nameHint')}
            error={nameError}
            value={name}
            autoComplete="name"
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
        )}
        <ChoiceGroup
          legend={t('posters.language')}
          name={`${nameId}-language`}
          value={greeting}
          onChange={setGreeting}
          options={(['en', 'hi'] as const).map((value) => ({
            value,
            label: t(LANGUAGE_LABELS[value]),
          }))}
        />
        <ChoiceGroup
          legend={t('posters.format')}
          name={`${nameId}-format`}
          value={format}
          onChange={setFormat}
          options={(['story', 'square'] as const).map((value) => ({
            value,
            label: t(FORMAT_LABELS[value]),
          }))}
        />
        <div className="poster-maker__photo">
          <p className="poster-maker__photo-title" id={`${nameId}-photo-title`}>
            {t('posters.photo')}
          </p>
          <p id={`${nameId}-photo-hint`}>{t('posters.photoHint')}</p>
          {/* The phone's file button speaks the browser's language; this label speaks the page's. */}
          <input
            id={`${nameId}-photo`}
            className="poster-maker__file"
            type="file"
            accept="image/*"
            aria-describedby={`${nameId}-photo-hint`}
            onChange={(event) => void pickPhoto(event.target.files?.[0])}
          />
          <label htmlFor={`${nameId}-photo`} className={buttonClassName({ variant: 'secondary' })}>
            {photo ? t('posters.photoChange') : t('posters.photoChoose')}
          </label>
          {photoFailed && <p role="alert">{t('posters.photoFailed')}</p>}
          {photo && (
            <Button variant="secondary" type="button" onClick={() => setPhoto(null)}>
              {t('posters.photoRemove')}
            </Button>
          )}
        </div>
        {!lead && (
          <p className="poster-maker__note">
            {t('posters.signInHint')}{' '}
            <ButtonLink
              variant="secondary"
              to={signInPath(`${location.pathname}${location.search}`)}
            >
              {t('posters.signIn')}
            </ButtonLink>
          </p>
        )}
        <Button type="submit" disabled={waiting || made.status === 'making'}>
          {made.status === 'making'
            ? t('posters.making')
            : promise
              ? t('posters.makeCard')
              : t('posters.make')}
        </Button>
      </form>
      <div className="poster-maker__result" aria-live="polite">
        {made.status === 'failed' && <ErrorState message={t('posters.failed')} />}
        {made.status === 'ready' && (
          <MadeImage
            image={made.image}
            fileName={`${campaign.event}-${promise ? 'promise' : 'poster'}.png`}
            alt={made.alt}
            item={item}
            shape={format}
            shareTitle={content(campaign.title, campaign.title_hi)}
            labels={{
              heading: promise ? t('posters.readyCard') : t('posters.ready'),
              share: promise ? t('posters.shareCard') : t('posters.share'),
              download: promise ? t('posters.downloadCard') : t('posters.download'),
              hint: t('posters.shareHint'),
            }}
          />
        )}
      </div>
    </div>
  );
}
