import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CertificateFacts } from '../../certificate-record';
import { SAMPLE_COMPLETION } from './sample-certificates';
import { renderCertificatePdf } from '../render-pdf';
import { renderCertificatePng } from '../render-png';
import { readPdfs } from './read-render';

/**
 * Writes sample certificates to look at, and times their rendering in a fresh process:
 *
 *   node -r ./api/src/testing/ts-register.cjs api/src/certificates/render/testing/write-samples.ts /tmp/certificates
 *
 * For each sample: <name>.pdf, <name>.pdf.png (the PDF drawn by pdfjs) and <name>.png.
 */
const base: CertificateFacts = { ...SAMPLE_COMPLETION, issued_at: '2026-11-20T20:00:00.000Z' };

const SAMPLES: Record<string, CertificateFacts> = {
  latin: base,
  devanagari: { ...base, holder_name: 'प्रियंका क्षत्रिय श्रीवास्तव', days_attended: 14 },
  'long-latin': {
    ...base,
    holder_name: 'Wadhwa Mahalakshmi Venkataramanan Wodeyar Muthuswamy Wagholi',
    challenge_title: 'Monsoon 14-Day Yoga Challenge for Healthy Backs, Calm Minds and Better Sleep',
    challenge_title_hi: 'स्वस्थ पीठ, शांत मन और गहरी नींद के लिए मानसून 14 दिवसीय योग चैलेंज',
    start_date: '2026-11-25',
    end_date: '2026-12-08',
    issuer_url: 'https://fourteen-day-yoga-challenge.members.example.org',
  },
  'world-record': {
    ...base,
    kind: 'world_record',
    holder_name: 'हृषिकेश द्विवेदी',
    attempt_date: '2026-11-07',
  },
};

async function main(folder: string) {
  mkdirSync(folder, { recursive: true });
  const times: Record<'pdf' | 'png', number[]> = { pdf: [], png: [] };
  const pdfs: Buffer[] = [];
  for (const [name, facts] of Object.entries(SAMPLES)) {
    let start = performance.now();
    const pdf = await renderCertificatePdf(facts);
    times.pdf.push(performance.now() - start);
    start = performance.now();
    const png = await renderCertificatePng(facts);
    times.png.push(performance.now() - start);
    writeFileSync(path.join(folder, `${name}.pdf`), pdf);
    writeFileSync(path.join(folder, `${name}.png`), png);
    pdfs.push(pdf);
  }
  // Later renders: the same certificates again, fonts parsed and code warm.
  for (let round = 0; round < 5; round++) {
    for (const facts of Object.values(SAMPLES)) {
      let start = performance.now();
      await renderCertificatePdf({ ...facts, id: `${facts.id.slice(0, 15)}${round}` });
      times.pdf.push(performance.now() - start);
      start = performance.now();
      await renderCertificatePng({ ...facts, id: `${facts.id.slice(0, 15)}${round}` });
      times.png.push(performance.now() - start);
    }
  }
  const pages = await readPdfs(pdfs, 1.5);
  Object.keys(SAMPLES).forEach((name, index) => {
    const page = pages[index];
    if (page) writeFileSync(path.join(folder, `${name}.pdf.png`), page.png);
  });
  for (const format of ['pdf', 'png'] as const) {
    const [first = 0, ...later] = times[format];
    const sorted = [...later].sort((a, b) => a - b);
    const at = (share: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
    console.log(
      `${format}: first ${first.toFixed(0)} ms; later ${later.length}: median ${at(0.5).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`,
    );
  }
  console.log(`written to ${folder}`);
}

main(process.argv[2] ?? '/tmp/certificates').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
