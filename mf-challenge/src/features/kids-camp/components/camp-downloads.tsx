import { Button, Card, selectLead, useAppSelector } from '@yoga/shared';
import type { KidsCamp } from '@yoga/shared/models';
import { useState } from 'react';
import { useKidsCampChildrenQuery, useKidsCampFileMutation } from '../api/kids-camp-api';
import { useKidsCampT } from '../kids-camp-catalogue';

function save(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** A file fetched on the tap (with the session) and saved; says so when it cannot be had. */
function useDownload() {
  const [fetchFile, fetching] = useKidsCampFileMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (path: string, name: string) => {
    setBusy(path);
    const answer = await fetchFile(path);
    setBusy(null);
    if ('data' in answer && answer.data) save(answer.data, name);
  };
  return { download, busy, failed: fetching.isError };
}

function ChildCertificates({ camp }: { camp: KidsCamp }) {
  const t = useKidsCampT();
  const mine = useKidsCampChildrenQuery();
  const { download, busy, failed } = useDownload();
  if (camp.phase === 'upcoming') return <p>{t('kidsCamp.certificatesLater')}</p>;
  const children = mine.data?.children ?? [];
  if (mine.data && children.length === 0) return <p>{t('kidsCamp.childrenNone')}</p>;
  return (
    <>
      <ul className="kids-camp__files">
        {children.map((child) => {
          const path = `children/${child.id}/certificate.pdf`;
          return (
            <li key={child.id}>
              <Button
                block
                loading={busy === path}
                onClick={() => void download(path, `kids-camp-${child.first_name}.pdf`)}
              >
                {t('kidsCamp.certificate', { name: child.first_name })}
              </Button>
            </li>
          );
        })}
      </ul>
      {failed && (
        <p className="kids-camp__problem" role="alert">
          {t('kidsCamp.fileError')}
        </p>
      )}
    </>
  );
}

/** The camp's printable material for anyone, and each child's certificate for their parent. */
export function CampDownloads({ camp }: { camp: KidsCamp }) {
  const t = useKidsCampT();
  const lead = useAppSelector(selectLead);
  const { download, busy, failed } = useDownload();
  return (
    <>
      <Card heading={t('kidsCamp.materialTitle')}>
        <p>{t('kidsCamp.materialText')}</p>
        <Button
          block
          loading={busy !== null}
          onClick={() => void download('material.pdf', `${camp.slug}.pdf`)}
        >
          {t('kidsCamp.material')}
        </Button>
        {failed && (
          <p className="kids-camp__problem" role="alert">
            {t('kidsCamp.fileError')}
          </p>
        )}
      </Card>
      <Card heading={t('kidsCamp.certificatesTitle')}>
        {lead ? <ChildCertificates camp={camp} /> : <p>{t('kidsCamp.certificatesVisitor')}</p>}
      </Card>
    </>
  );
}
