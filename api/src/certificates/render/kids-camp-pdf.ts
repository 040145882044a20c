import { CERTIFICATE_ISSUER_NAME } from '@yoga/shared/domain';
import type { KidsCamp } from '@yoga/shared/models';
import { CERTIFICATE_COLOURS as colour } from './certificate-colours';
import { dateRange, issueDay } from './certificate-text';
import { LEADING, centredLineAt, leftLineAt, openPdf, wrap, type Doc } from './pdf-lines';

/**
 * The kids camp's papers (decision 0045), drawn like the certificates (decision 0017): the
 * printable material, and a child's participation certificate. A child's certificate has no
 * number, QR code or public page: children are never on public pages, so only the parent who
 * downloads it holds it.
 */

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const TEXT_WIDTH = A4.width - 2 * MARGIN;

const batchLine = (camp: KidsCamp, hindi: boolean) =>
  camp.batches
    .map((batch) => `${hindi ? batch.label_hi : batch.label} ${batch.starts_at}–${batch.ends_at}`)
    .join(' · ');

/** Lines wrapped to the text width from `y`, on a new page when they would run off this one. */
function paragraph(doc: Doc, text: string, y: number, size: number, colourOf: string): number {
  const style = { size, colour: colourOf };
  let baseline = y;
  for (const line of wrap(doc, text, style, TEXT_WIDTH)) {
    if (baseline > A4.height - MARGIN) {
      doc.addPage();
      baseline = MARGIN + size;
    }
    leftLineAt(doc, MARGIN, line, baseline, style, TEXT_WIDTH);
    baseline += size * LEADING;
  }
  return baseline;
}

/** The camp on paper: its dates and batches, and each pose with its line, in English and Hindi. */
export function renderKidsCampMaterialPdf(camp: KidsCamp): Promise<Buffer> {
  const { doc, done } = openPdf({
    size: 'A4',
    info: { Title: `${camp.title} · ${camp.title_hi}`, Author: CERTIFICATE_ISSUER_NAME },
  });
  const centre = A4.width / 2;
  const heading = { bold: true, colour: colour.brand };
  centredLineAt(
    doc,
    centre,
    CERTIFICATE_ISSUER_NAME.toUpperCase(),
    64,
    { ...heading, size: 11 },
    TEXT_WIDTH,
  );
  centredLineAt(doc, centre, camp.title, 100, { ...heading, size: 24 }, TEXT_WIDTH);
  centredLineAt(
    doc,
    centre,
    camp.title_hi,
    130,
    { ...heading, size: 18, colour: colour.accent },
    TEXT_WIDTH,
  );
  let y = 166;
  y = paragraph(
    doc,
    `${dateRange(camp.starts_on, camp.ends_on, 'en-IN')} · ${batchLine(camp, false)} (India time)`,
    y,
    11,
    colour.muted,
  );
  y = paragraph(
    doc,
    `${dateRange(camp.starts_on, camp.ends_on, 'hi-IN')} · ${batchLine(camp, true)} (भारतीय समय)`,
    y,
    11,
    colour.muted,
  );
  y += 12;
  camp.poses.forEach((pose, index) => {
    y = paragraph(doc, `${index + 1}. ${pose.name} · ${pose.name_hi}`, y + 8, 13, colour.brand);
    y = paragraph(doc, pose.line, y, 11, colour.ink);
    y = paragraph(doc, pose.line_hi, y, 11, colour.ink);
  });
  doc.end();
  return done;
}

/** What a child's certificate says: their first name, the camp and its days. */
export interface ChildCertificateFacts {
  first_name: string;
  camp: Pick<KidsCamp, 'title' | 'title_hi' | 'starts_on' | 'ends_on'>;
  issued_at: string;
}

/** A4 landscape, framed like the members' certificates. */
export function renderChildCertificatePdf(facts: ChildCertificateFacts): Promise<Buffer> {
  const { camp } = facts;
  const page = { width: A4.height, height: A4.width };
  const { doc, done } = openPdf({
    size: 'A4',
    layout: 'landscape',
    info: { Title: `${camp.title}: ${facts.first_name}`, Author: CERTIFICATE_ISSUER_NAME },
  });
  doc.rect(0, 0, page.width, page.height).fill(colour.paper);
  doc
    .lineWidth(4)
    .rect(22, 22, page.width - 44, page.height - 44)
    .stroke(colour.brand);
  doc
    .lineWidth(1)
    .rect(32, 32, page.width - 64, page.height - 64)
    .stroke(colour.accent);
  const centre = page.width / 2;
  const width = page.width - 160;
  const line = (text: string, baseline: number, size: number, tone: string, bold = false) =>
    centredLineAt(doc, centre, text, baseline, { size, bold, colour: tone }, width);
  line(CERTIFICATE_ISSUER_NAME.toUpperCase(), 84, 13, colour.brand, true);
  line('Certificate of Participation', 132, 34, colour.brand, true);
  line('सहभागिता प्रमाणपत्र', 166, 20, colour.accent, true);
  line('This certifies that · प्रमाणित किया जाता है कि', 210, 13, colour.muted);
  line(facts.first_name, 262, 40, colour.ink, true);
  doc
    .lineWidth(0.8)
    .moveTo(centre - 200, 280)
    .lineTo(centre + 200, 280)
    .stroke(colour.accent);
  const range = dateRange(camp.starts_on, camp.ends_on, 'en-IN');
  const rangeHindi = dateRange(camp.starts_on, camp.ends_on, 'hi-IN');
  let y = 320;
  for (const text of wrap(
    doc,
    `took part in ${camp.title}, ${range}.`,
    { size: 15, colour: colour.ink },
    600,
  )) {
    line(text, y, 15, colour.ink);
    y += 15 * LEADING;
  }
  for (const text of wrap(
    doc,
    `ने ${camp.title_hi} (${rangeHindi}) में भाग लिया।`,
    { size: 14, colour: colour.ink },
    600,
  )) {
    line(text, y, 14, colour.ink);
    y += 14 * LEADING;
  }
  line(
    `Issued ${issueDay(facts.issued_at, 'en-IN')} · जारी ${issueDay(facts.issued_at, 'hi-IN')}`,
    500,
    10,
    colour.muted,
  );
  doc.end();
  return done;
}
