import { readFileSync } from 'node:fs';
import type { CertificateRecord } from '../certificates/certificate-record';
import { issueCertificate } from '../certificates/certificate-repository';
import { createCertificates } from '../certificates/certificates';
import type { Database } from '../db/database';

/** The bench's certificates' challenge and members' numbers: +91 95xx xxxxxx. */
const CERTIFICATE_CHALLENGE = 9700;
const PHONE_PREFIX = '+9195';

/** Printed names: Latin and Devanagari, short and long, as members write them. */
const NAMES = [
  'Asha Verma',
  'प्रियंका क्षत्रिय श्रीवास्तव',
  'Venkata Lakshmi Narasimha Subramanian',
  'हृषिकेश द्विवेदी',
  'Mohammed Irfan',
  'कृष्णमूर्ति त्र्यंबक',
];

/**
 * `count` certificates of a past challenge, issued before the API starts, none drawn yet (drawings
 * kept from an earlier run are deleted), so every first download in the run draws.
 */
export async function prepareCertificates(
  db: Database,
  count: number,
): Promise<CertificateRecord[]> {
  await db.query(
    `INSERT INTO challenges (id, title, countrycode, timezone, start_date, end_date)
     VALUES ($1, 'Certificate bench challenge', 'IN', 'Asia/Kolkata', current_date - 30,
       current_date - 17)
     ON CONFLICT (id) DO NOTHING`,
    [CERTIFICATE_CHALLENGE],
  );
  await db.query(
    `INSERT INTO leads (phone_number, name, slug, active_challenge_id, verified_at, enrolled_at)
     SELECT $2 || lpad(n::text, 8, '0'), 'Certificate Member', 'certificate-member-' || n, $1,
       now(), now()
     FROM generate_series(1, $3::int) AS n
     ON CONFLICT (phone_number) DO NOTHING`,
    [CERTIFICATE_CHALLENGE, PHONE_PREFIX, count],
  );
  const members = await db.query<{ id: number }>(
    `SELECT id FROM leads WHERE phone_number LIKE $1 || '%' ORDER BY id LIMIT $2`,
    [PHONE_PREFIX, count],
  );
  const { sign } = createCertificates(db, { signingKey: null });
  const records: CertificateRecord[] = [];
  for (const [index, member] of members.entries()) {
    const record = await issueCertificate(
      db,
      member.id,
      {
        kind: 'completion',
        holder_name: NAMES[index % NAMES.length] ?? 'Asha Verma',
        challenge_id: CERTIFICATE_CHALLENGE,
        challenge_title: 'Certificate bench challenge',
        challenge_title_hi: 'प्रमाणपत्र बेंच चैलेंज',
        start_date: '2026-10-01',
        end_date: '2026-10-14',
        days_attended: 10 + (index % 5),
        days_total: 14,
        attempt_date: null,
        issuer_url: 'http://127.0.0.1:3000',
      },
      new Date(),
      sign,
    );
    records.push(record);
  }
  await db.query('DELETE FROM certificate_renders');
  return records;
}

/** The peak resident memory of a process so far (Linux), in MiB. */
export function peakMemoryMiB(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? 0;

export interface FirstRenders {
  /** The process's first drawing: fonts are read and parsed. */
  coldMs: number;
  p50: number;
  p99: number;
  max: number;
}

/** Downloads each certificate's file once, one at a time: every download draws it. */
export async function firstRenders(
  base: string,
  records: CertificateRecord[],
  format: 'pdf' | 'png',
): Promise<FirstRenders> {
  const times: number[] = [];
  for (const record of records) {
    const started = performance.now();
    const response = await fetch(`${base}/api/lead/lead/certificate/${record.id}/${format}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${format} of ${record.id} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  const [coldMs = 0, ...warm] = times;
  const sorted = warm.sort((a, b) => a - b);
  return {
    coldMs,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}
