import { INLINE_LEAD_ID } from '../domain/session-page';
import { takeInlineLead } from './inline-lead';

function pageWith(text: string | null): Document {
  const page = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const script = page.createElement('script');
    script.id = INLINE_LEAD_ID;
    script.type = 'application/json';
    script.textContent = text;
    page.head.append(script);
  }
  return page;
}

describe('takeInlineLead', () => {
  const lead = { id: 7, name: 'Asha Verma', slug: 'AshaVerma' };

  it("takes the stored account's lead once", () => {
    const page = pageWith(JSON.stringify(lead));
    expect(takeInlineLead(page, 7)).toEqual(lead);
    expect(page.getElementById(INLINE_LEAD_ID)).toBeNull();
    expect(takeInlineLead(page, 7)).toBeNull();
  });

  it('takes it when no account is stored (the session names the member)', () => {
    expect(takeInlineLead(pageWith(JSON.stringify(lead)), null)).toEqual(lead);
  });

  it("refuses another member's lead", () => {
    expect(takeInlineLead(pageWith(JSON.stringify(lead)), 8)).toBeNull();
  });

  it.each([
    ['no element', null],
    ['broken JSON', '{"id":'],
    ['not an object', '7'],
    ['null', 'null'],
    ['no numeric id', '{"id":"7"}'],
  ])('gives null for %s', (_case, text) => {
    expect(takeInlineLead(pageWith(text), 7)).toBeNull();
  });
});
