import { ErrorState, Select, TextField } from '@yoga/shared';
import { CAMPAIGN_OCCASIONS, POSTER_TEMPLATES, type PosterTemplate } from '@yoga/shared/domain';
import type { Campaign } from '@yoga/shared/models';
import type { CampaignInputRow } from '@yoga/shared/schemas';
import { useState, type FormEvent } from 'react';
import {
  useOpsCreateCampaignMutation,
  useOpsUpdateCampaignMutation,
} from '../api/ops-festival-endpoints';
import { CAMPAIGN_FIELD_LABELS, OCCASION_LABELS, TEMPLATE_LABELS } from '../model/festival-labels';
import { bindFields, fieldText, orNull } from '../model/form-fields';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { FormEnd } from './form-end';
import { TitleSummaryFields } from './title-summary-fields';
import { OpsForm } from './ops-form';

type Written = Exclude<keyof CampaignInputRow, 'templates'>;
type Name = Written | 'event';

const FIELDS: readonly string[] = ['event', 'reason', ...Object.keys(CAMPAIGN_FIELD_LABELS)];

function startingValues(campaign: Campaign | undefined): Record<Name, string> {
  return {
    event: fieldText(campaign?.event),
    occasion: campaign?.occasion ?? 'festive',
    title: fieldText(campaign?.title),
    title_hi: fieldText(campaign?.title_hi),
    summary: fieldText(campaign?.summary),
    summary_hi: fieldText(campaign?.summary_hi),
    starts_on: fieldText(campaign?.starts_on),
    ends_on: fieldText(campaign?.ends_on),
    festival_on: fieldText(campaign?.festival_on),
    featured: campaign?.featured ? 'yes' : 'no',
    pledge: fieldText(campaign?.pledge),
    pledge_hi: fieldText(campaign?.pledge_hi),
    // Each change says why afresh: the log keeps one reason a change.
    reason: '',
  };
}

/** The poster designs a campaign offers, as checkboxes in the poster maker's order. */
function TemplatePicker({
  chosen,
  onChange,
  problem,
}: {
  chosen: readonly PosterTemplate[];
  onChange: (templates: PosterTemplate[]) => void;
  problem: string | undefined;
}) {
  const t = useOpsConsoleT();
  const toggle = (template: PosterTemplate, on: boolean) =>
    onChange(POSTER_TEMPLATES.filter((one) => (one === template ? on : chosen.includes(one))));
  return (
    <>
      <fieldset className="kit-choice">
        <legend>{t(CAMPAIGN_FIELD_LABELS.templates)}</legend>
        <div className="kit-choice__options">
          {POSTER_TEMPLATES.map((template) => (
            <label key={template} className="kit-choice__option">
              <input
                type="checkbox"
                checked={chosen.includes(template)}
                onChange={(event) => toggle(template, event.target.checked)}
              />
              <span>{t(TEMPLATE_LABELS[template])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {problem && <ErrorState message={problem} />}
    </>
  );
}

interface CampaignFormProps {
  /** The campaign to change; none to create one (its event is asked too, and never changes). */
  campaign?: Campaign;
  onDone: () => void;
}

/**
 * A campaign written whole, every text in English and Hindi: its occasion, its days in India, the
 * festival's own day, whether it is the featured one, its poster designs and its pledge.
 */
export function CampaignForm({ campaign, onDone }: CampaignFormProps) {
  const t = useOpsConsoleT();
  const [values, setValues] = useState(() => startingValues(campaign));
  const [templates, setTemplates] = useState<PosterTemplate[]>(() => [
    ...(campaign?.templates ?? []),
  ]);
  const [create, creating] = useOpsCreateCampaignMutation();
  const [update, updating] = useOpsUpdateCampaignMutation();
  const saving = campaign ? updating : creating;
  const problem = useFormProblem(saving.error, FIELDS);
  const field = bindFields(values, setValues, problem);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const written: CampaignInputRow = {
      occasion: values.occasion as CampaignInputRow['occasion'],
      title: values.title.trim(),
      title_hi: values.title_hi.trim(),
      summary: values.summary.trim(),
      summary_hi: values.summary_hi.trim(),
      starts_on: values.starts_on,
      ends_on: values.ends_on,
      festival_on: orNull(values.festival_on),
      featured: values.featured === 'yes',
      templates,
      pledge: orNull(values.pledge),
      pledge_hi: orNull(values.pledge_hi),
      reason: values.reason.trim(),
    };
    const saved = campaign
      ? await update({ event: campaign.event, campaign: written })
      : await create({ event: values.event.trim(), ...written });
    if ('data' in saved) onDone();
  };

  const heading = campaign
    ? t('opsConsole.festivals.campaign.editHeading', { title: campaign.title })
    : t('opsConsole.festivals.campaign.addHeading');
  return (
    <OpsForm heading={heading} onSubmit={submit}>
      {!campaign && (
        <TextField
          label={t('opsConsole.festivals.campaign.event')}
          hint={t('opsConsole.festivals.campaign.eventHint')}
          autoCapitalize="none"
          maxLength={48}
          required
          {...field('event')}
        />
      )}
      <Select label={t(CAMPAIGN_FIELD_LABELS.occasion)} {...field('occasion')}>
        {CAMPAIGN_OCCASIONS.map((occasion) => (
          <option key={occasion} value={occasion}>
            {t(OCCASION_LABELS[occasion])}
          </option>
        ))}
      </Select>
      <TitleSummaryFields field={field} summaryMaxLength={600} />
      <div className="ops-form__row">
        <TextField
          label={t(CAMPAIGN_FIELD_LABELS.starts_on)}
          type="date"
          required
          {...field('starts_on')}
        />
        <TextField
          label={t(CAMPAIGN_FIELD_LABELS.ends_on)}
          type="date"
          required
          {...field('ends_on')}
        />
      </div>
      <div className="ops-form__row">
        <TextField
          label={t(CAMPAIGN_FIELD_LABELS.festival_on)}
          type="date"
          {...field('festival_on')}
        />
        <Select label={t(CAMPAIGN_FIELD_LABELS.featured)} {...field('featured')}>
          <option value="no">{t('opsConsole.festivals.campaign.featuredNo')}</option>
          <option value="yes">{t('opsConsole.festivals.campaign.featuredYes')}</option>
        </Select>
      </div>
      <TemplatePicker
        chosen={templates}
        onChange={setTemplates}
        problem={problem.of('templates')}
      />
      <TextField
        label={t(CAMPAIGN_FIELD_LABELS.pledge)}
        hint={t('opsConsole.festivals.campaign.pledgeHint')}
        maxLength={200}
        {...field('pledge')}
      />
      <TextField
        label={t(CAMPAIGN_FIELD_LABELS.pledge_hi)}
        lang="hi"
        maxLength={200}
        {...field('pledge_hi')}
      />
      <FormEnd
        reason={{ label: t('opsConsole.festivals.reason'), ...field('reason') }}
        problem={problem.whole}
        saveLabel={t('opsConsole.festivals.campaign.save')}
        saving={saving.isLoading}
        onCancel={onDone}
      />
    </OpsForm>
  );
}
