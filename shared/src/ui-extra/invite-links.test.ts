import { INVITE_CHANNELS, inviteAppUrl } from './invite-links';

const LINK = 'https://yoga.example/s/Ab3dEf7h';
const MESSAGE = `6 Days Yoga Challenge: join me & my friends? ${LINK}`;

describe('inviteAppUrl', () => {
  it('opens WhatsApp with the whole message, link included, for a status and for a chat', () => {
    const expected = `https://wa.me/?text=${encodeURIComponent(MESSAGE)}`;
    expect(inviteAppUrl('whatsapp_status', MESSAGE, LINK)).toBe(expected);
    expect(inviteAppUrl('whatsapp', MESSAGE, LINK)).toBe(expected);
    expect(expected).toContain('%26%20my%20friends%3F');
  });

  it('opens LinkedIn with the link alone, which its preview is drawn from', () => {
    expect(inviteAppUrl('linkedin', MESSAGE, LINK)).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fyoga.example%2Fs%2FAb3dEf7h',
    );
  });

  it('opens no app for the link that is copied by hand', () => {
    expect(inviteAppUrl('copy', MESSAGE, LINK)).toBeNull();
  });

  it('gives every channel of the short links a tab', () => {
    expect(INVITE_CHANNELS).toEqual(['whatsapp_status', 'whatsapp', 'linkedin', 'copy']);
  });
});
