import { Button, ButtonLink, Card } from '@yoga/shared';
import { useEffect, useMemo, useState } from 'react';
import { useAccountDataExportMutation } from '../api/data-rights-api';
import { useDataRightsT } from '../data-rights-catalogue';
import { kindMessage } from '../model/data-kinds';
import { dataSummary } from '../model/data-summary';
import './data-rights.css';

/**
 * Everything the site holds about the member: gathered on request, summarised part by part on
 * the page, and saved as the JSON file the server wrote.
 */
export function DataDownload({ memberId }: { memberId: number }) {
  const t = useDataRightsT();
  const [gather, gathering] = useAccountDataExportMutation();
  const [file, setFile] = useState<{ url: string; text: string } | null>(null);
  useEffect(() => () => (file ? URL.revokeObjectURL(file.url) : undefined), [file]);
  const summary = useMemo(() => (file ? dataSummary(file.text) : []), [file]);

  const get = async () => {
    const answer = await gather();
    if (!('data' in answer) || answer.data === undefined) return;
    const url = URL.createObjectURL(new Blob([answer.data], { type: 'application/json' }));
    setFile({ url, text: answer.data });
  };

  return (
    <Card heading={t('data.download.title')}>
      <p>{t('data.download.text')}</p>
      {file ? (
        <>
          <p role="status">{t('data.download.ready')}</p>
          <dl className="data-summary">
            {summary.map(({ name, records }) => {
              const id = kindMessage(name);
              return (
                <div key={name} className="data-summary__row">
                  <dt>{id ? t(id) : name}</dt>
                  <dd>{t('data.download.records', { count: records })}</dd>
                </div>
              );
            })}
          </dl>
          <ButtonLink href={file.url} download={`member-data-${memberId}.json`}>
            {t('data.download.save')}
          </ButtonLink>
        </>
      ) : (
        <Button loading={gathering.isLoading} onClick={() => void get()}>
          {t('data.download.button')}
        </Button>
      )}
      {gathering.isError && (
        <p className="data-rights__problem" role="alert">
          {t('data.download.error')}
        </p>
      )}
    </Card>
  );
}
