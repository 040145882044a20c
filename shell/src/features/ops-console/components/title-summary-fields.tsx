import { TextField } from '@yoga/shared';
import { TextArea } from '@yoga/shared/ui-extra';
import type { BoundField } from '../model/form-fields';
import { useOpsConsoleT } from '../ops-console-catalogue';

type Text = 'title' | 'title_hi' | 'summary' | 'summary_hi';

interface TitleSummaryFieldsProps {
  field: (name: Text) => BoundField;
  /** The API's longest summary for this kind of content. */
  summaryMaxLength: number;
}

/** A content item's title and summary, each in English and in Hindi, as members read them. */
export function TitleSummaryFields({ field, summaryMaxLength }: TitleSummaryFieldsProps) {
  const t = useOpsConsoleT();
  return (
    <>
      <TextField
        label={t('opsConsole.festivals.title')}
        maxLength={120}
        required
        {...field('title')}
      />
      <TextField
        label={t('opsConsole.festivals.titleHi')}
        lang="hi"
        maxLength={120}
        required
        {...field('title_hi')}
      />
      <TextArea
        label={t('opsConsole.festivals.summary')}
        maxLength={summaryMaxLength}
        required
        {...field('summary')}
      />
      <TextArea
        label={t('opsConsole.festivals.summaryHi')}
        lang="hi"
        maxLength={summaryMaxLength}
        required
        {...field('summary_hi')}
      />
    </>
  );
}
