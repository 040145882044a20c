import { useState, type ReactNode } from 'react';
import { useLanguage } from '../../i18n/use-translation';
import { Badge } from '../badge';
import { Button, ButtonLink } from '../button';
import { Card } from '../card';
import { Countdown } from '../../ui-extra/countdown';
import { Dialog } from '../../ui-extra/dialog';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { ProgressBar } from '../../ui-extra/progress-bar';
import { RemoteUnavailable } from '../remote-unavailable';
import { Select } from '../select';
import { ShareButtons } from '../../ui-extra/share-buttons';
import { Skeleton } from '../skeleton';
import { Spinner } from '../spinner';
import { Stepper, type DayState } from '../../ui-extra/stepper';
import { ChoiceGroup } from '../../ui-extra/choice-group';
import { postalAddressOf, postalProblems } from '../../ui-extra/postal-address';
import { PostalAddressFields, useAddressRule } from '../../ui-extra/postal-address-fields';
import { Tabs } from '../../ui-extra/tabs';
import { TextField } from '../text-field';
import { SAMPLES } from './samples';

const DAY = 24 * 60 * 60 * 1000;
const DAYS: DayState[] = [
  'done',
  'done',
  'missed',
  'done',
  'done',
  'done',
  'missed',
  'today',
  ...Array<DayState>(6).fill('future'),
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="gallery__section">
      <h2>{title}</h2>
      <div className="gallery__row">{children}</div>
    </section>
  );
}

const noop = () => {};

/** Every kit component in its states, for looking at and for the axe check (e2e/tests/ui-kit). */
export function KitGallery() {
  const { language } = useLanguage();
  const s = SAMPLES[language];
  const [dialogOpen, setDialogOpen] = useState(false);
  const [startsAt] = useState(() => Date.now() + 2 * DAY + 3_723_000);
  const [choice, setChoice] = useState<'en' | 'hi'>('hi');
  const [address, setAddress] = useState(() => ({ ...postalAddressOf('IN'), pincode: '0123' }));
  const addressRule = useAddressRule(address.country_code);

  return (
    <main className="gallery">
      <h1>{s.title}</h1>

      <Section title={s.buttons}>
        <Button>{s.join}</Button>
        <Button variant="secondary">{s.later}</Button>
        <Button variant="link">{s.details}</Button>
        <Button loading>{s.join}</Button>
        <Button variant="secondary" loading>
          {s.later}
        </Button>
        <Button disabled>{s.disabled}</Button>
        <ButtonLink to="/">{s.home}</ButtonLink>
        <ButtonLink variant="secondary" href="tel:+911800000000">
          {s.call}
        </ButtonLink>
        <Button block>{s.join}</Button>
      </Section>

      <Section title={s.fields}>
        <TextField label={s.name} hint={s.nameHint} autoComplete="name" />
        <TextField
          label={s.phone}
          inputMode="numeric"
          autoComplete="tel-national"
          defaultValue="98765"
          error={s.phoneError}
        />
        <Select label={s.state} defaultValue="" error={s.stateError}>
          <option value="" disabled>
            {s.chooseState}
          </option>
          <option value="MH">Maharashtra</option>
          <option value="UP">Uttar Pradesh</option>
        </Select>
      </Section>

      <Section title={s.cards}>
        <Card as="article" heading={s.cardTitle} headingLevel={3}>
          <p>{s.cardBody}</p>
          <Badge tone="success">{s.live}</Badge>
        </Card>
      </Section>

      <Section title={s.loading}>
        <Spinner size="sm" />
        <Spinner label={s.loadingChallenge} />
        <Spinner size="lg" />
        <div className="gallery__skeletons">
          <Skeleton shape="circle" />
          <Skeleton width="70%" />
          <Skeleton />
          <Skeleton shape="block" />
        </div>
      </Section>

      <Section title={s.states}>
        <EmptyState title={s.empty} action={<ButtonLink to="/">{s.join}</ButtonLink>}>
          {s.emptyBody}
        </EmptyState>
        <ErrorState message={s.loadFailed} onRetry={noop} />
        <ErrorState message={s.loadFailed} onRetry={noop} retrying />
        <RemoteUnavailable onRetry={noop} />
      </Section>

      <Section title={s.progress}>
        <ProgressBar label={s.progressLabel} value={6} max={14} />
        <ProgressBar label={s.progressLabel} value={14} max={14} />
      </Section>

      <Section title={s.choice}>
        <ChoiceGroup
          legend={s.choiceLegend}
          name="gallery-choice"
          value={choice}
          onChange={setChoice}
          options={[
            { value: 'en', label: s.choiceEnglish },
            { value: 'hi', label: s.choiceHindi },
          ]}
          swatch={(value) => (value === 'en' ? '#2563eb' : '#d9631e')}
        />
      </Section>

      <Section title={s.address}>
        <PostalAddressFields
          value={address}
          onChange={(field, value) => setAddress((current) => ({ ...current, [field]: value }))}
          problems={postalProblems(address, addressRule)}
        />
      </Section>

      <Section title={s.stepper}>
        <Stepper label={s.stepperLabel} days={DAYS} />
      </Section>

      <Section title={s.tabs}>
        <Tabs
          label={s.tabsLabel}
          tabs={[
            { id: 'india', label: s.tabIndia, panel: s.tabIndiaBody },
            { id: 'state', label: s.tabState, panel: s.tabStateBody },
            { id: 'friends', label: s.tabFriends, panel: s.tabFriendsBody },
          ]}
        />
      </Section>

      <Section title={s.dialog}>
        <Button variant="secondary" onClick={() => setDialogOpen(true)}>
          {s.openDialog}
        </Button>
        <Dialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          title={s.openDialog}
          footer={<Button onClick={() => setDialogOpen(false)}>{s.done}</Button>}
        >
          <p>{s.dialogBody}</p>
          <ShareButtons url="https://yoga.example/join?ref=ab12" text={s.shareText} />
        </Dialog>
      </Section>

      <Section title={s.badges}>
        <Badge tone="success">{s.live}</Badge>
        <Badge tone="brand">{s.day}</Badge>
        <Badge tone="accent">{s.paid}</Badge>
        <Badge tone="error">{s.ended}</Badge>
        <Badge>{s.waiting}</Badge>
      </Section>

      <Section title={s.share}>
        <ShareButtons url="https://yoga.example/join?ref=ab12" text={s.shareText} />
      </Section>

      <Section title={s.countdown}>
        <Countdown to={startsAt} label={s.startsIn} />
      </Section>
    </main>
  );
}
