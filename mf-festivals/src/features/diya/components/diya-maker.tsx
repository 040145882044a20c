import { Button, TextField, checkPrintedName, useProblemText } from '@yoga/shared';
import { ChoiceGroup } from '@yoga/shared/ui-extra';
import { useId, useState, type FormEvent } from 'react';
import { useDiyaT } from '../diya-catalogue';
import {
  DIYA_COLOURS,
  DIYA_SHAPES,
  MAX_WISH_LENGTH,
  type DiyaColour,
  type DiyaLook,
  type DiyaShape,
} from '../model/diya-look';
import { DiyaLamp } from './diya-lamp';
import './diya.css';

// Ids spelled out in full, so the catalogue check finds each one used.
const SHAPE_LABELS = {
  round: 'diya.shape.round',
  lotus: 'diya.shape.lotus',
  leaf: 'diya.shape.leaf',
} as const satisfies Record<DiyaShape, string>;

const COLOUR_LABELS = {
  terracotta: 'diya.colour.terracotta',
  gold: 'diya.colour.gold',
  peacock: 'diya.colour.peacock',
  kumkum: 'diya.colour.kumkum',
} as const satisfies Record<DiyaColour, string>;

/** What the member lit: the diya, the wish and the name the card prints. */
export interface LitDiya {
  look: DiyaLook;
  wish: string;
  name: string;
}

/** No control characters: the wish is printed on a card. */
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u;

/**
 * Light a diya: its shape and colours (seen glowing as they are picked), a wish and a name. The
 * wish and name are checked on the phone; `onLight` gets them ready to print.
 */
export function DiyaMaker({
  initialName,
  waiting,
  making,
  onLight,
}: {
  initialName: string;
  /** While what the card prints is still loading: the button waits, saying nothing more. */
  waiting: boolean;
  /** While the card is being made. */
  making: boolean;
  onLight: (diya: LitDiya) => void;
}) {
  const t = useDiyaT();
  const problemText = useProblemText();
  const id = useId();
  const [look, setLook] = useState<DiyaLook>({ shape: 'round', colour: 'terracotta' });
  // Null until the member writes their own: the suggested wish follows the page's language.
  const [ownWish, setWish] = useState<string | null>(null);
  const wish = ownWish ?? t('diya.wishDefault');
  const [wishError, setWishError] = useState<string | undefined>();
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<string | undefined>();

  const light = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = wish.trim().replace(/\s+/g, ' ');
    const wishProblem =
      trimmed === ''
        ? t('diya.wishMissing')
        : !PRINTABLE.test(trimmed) || trimmed.length > MAX_WISH_LENGTH
          ? t('diya.wishInvalid')
          : undefined;
    setWishError(wishProblem);
    const checked = checkPrintedName(name);
    setNameError(checked.problem ? problemText(checked.problem) : undefined);
    if (wishProblem || checked.name === null) return;
    onLight({ look, wish: trimmed, name: checked.name });
  };

  return (
    <form className="diya" onSubmit={light} noValidate>
      <DiyaLamp
        look={look}
        label={t('diya.lampLabel', {
          shape: t(SHAPE_LABELS[look.shape]),
          colour: t(COLOUR_LABELS[look.colour]),
        })}
      />
      <div className="diya__form">
        <ChoiceGroup
          legend={t('diya.shape')}
          name={`${id}-shape`}
          value={look.shape}
          onChange={(shape) => setLook((before) => ({ ...before, shape }))}
          options={DIYA_SHAPES.map((value) => ({ value, label: t(SHAPE_LABELS[value]) }))}
        />
        <ChoiceGroup
          legend={t('diya.colour')}
          name={`${id}-colour`}
          value={look.colour}
          onChange={(colour) => setLook((before) => ({ ...before, colour }))}
          options={(Object.keys(DIYA_COLOURS) as DiyaColour[]).map((value) => ({
            value,
            label: t(COLOUR_LABELS[value]),
          }))}
          swatch={(value) =>
            `linear-gradient(${DIYA_COLOURS[value].rim}, ${DIYA_COLOURS[value].clay})`
          }
        />
        <TextField
          label={t('diya.wish')}
          hint={t('diya.wishHint', { max: MAX_WISH_LENGTH })}
          error={wishError}
          value={wish}
          maxLength={MAX_WISH_LENGTH}
          onChange={(event) => setWish(event.target.value)}
        />
        <TextField
          label={t('diya.name')}
          hint={t('diya.nameHint')}
          error={nameError}
          value={name}
          autoComplete="name"
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={waiting || making}>
          {making ? t('diya.lighting') : t('diya.light')}
        </Button>
      </div>
    </form>
  );
}
