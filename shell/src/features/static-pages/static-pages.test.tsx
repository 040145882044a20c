import { DEFAULT_SUPPORT_CONTACT } from '@yoga/shared';
import { i18n, setSupportContact } from '@yoga/shared/host';
import { renderWithStore } from '@yoga/shared/testing';
import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { supportHoursOverride } from '../../config/site-contact';
import { CallSupportPage } from './call-support-page';
import { ContactPage } from './contact-page';
import { MemberSitePage } from './member-site-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const { email, phone } = DEFAULT_SUPPORT_CONTACT;

const inHindi = () => act(() => i18n.activate('hi', ['hi-IN']));
const render = (Page: ComponentType) => renderWithStore(<Page />, { route: '/' });

afterEach(() => act(() => i18n.activate('en', ['en-IN'])));

describe.each([
  ['the support page', CallSupportPage, 'Call support', 'सपोर्ट को कॉल करें'],
  ['the terms', TermsPage, 'Terms & conditions', 'नियम और शर्तें'],
  ['the privacy policy', PrivacyPage, 'Privacy policy', 'प्राइवेसी पॉलिसी'],
  ['the contact page', ContactPage, 'Contact us', 'संपर्क करें'],
])('%s', (_name, Page, english, hindi) => {
  it('is headed and titled in English', () => {
    render(Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(english);
    expect(document.title).toMatch(new RegExp(`^${english}`));
  });

  it('is headed and titled in Hindi', () => {
    inHindi();
    render(Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hindi);
    expect(document.title).toMatch(new RegExp(`^${hindi}`));
  });

  it('switches language in place', () => {
    render(Page);
    inHindi();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hindi);
  });
});

describe('the support page', () => {
  it('offers a tap-to-call link, the hours and an email link in English', () => {
    render(CallSupportPage);
    expect(screen.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+\d+$/),
    );
    expect(
      screen.getByText(
        'Monday to Saturday, 9 am to 7 pm IST. Calls are answered in English and Hindi.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Before you call' })).toBeInTheDocument();
  });

  it('offers the same in Hindi', () => {
    inHindi();
    render(CallSupportPage);
    expect(screen.getByRole('link', { name: `${phone} पर कॉल करें` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+\d+$/),
    );
    expect(
      screen.getByText(/^सोमवार से शनिवार, सुबह 9 बजे से शाम 7 बजे तक \(भारतीय समय\)।/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    expect(screen.getByText(/पर ईमेल करें, हम एक कामकाजी दिन के अंदर जवाब देते हैं।$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'कॉल करने से पहले' })).toBeInTheDocument();
  });
});

describe('the contact page', () => {
  it('lists email, phone and hours in Hindi', () => {
    inHindi();
    render(ContactPage);
    expect(screen.getByText('ईमेल')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(
      screen.getByText('सोमवार से शनिवार, सुबह 9 बजे से शाम 7 बजे तक (भारतीय समय)'),
    ).toBeInTheDocument();
  });
});

describe('the privacy policy', () => {
  it('links the email address inside the translated sentence', () => {
    inHindi();
    render(PrivacyPage);
    const link = screen.getByRole('link', { name: email });
    expect(link).toHaveAttribute('href', `mailto:${email}`);
    expect(link.parentElement).toHaveTextContent(/^आप कभी भी .+ पर लिखकर/);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('the terms', () => {
  it('keeps all seven sections in both languages', () => {
    render(TermsPage);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(screen.getByText(`Questions about these terms: ${email}.`)).toBeInTheDocument();
    inHindi();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(
      screen.getByText(`इन नियमों के बारे में कोई सवाल हो तो ${email} पर लिखें।`),
    ).toBeInTheDocument();
  });
});

describe('the support desk from the manifest', () => {
  afterEach(() => setSupportContact(DEFAULT_SUPPORT_CONTACT));

  it('shows the deployment’s phone, e-mail and hours, without a new build', () => {
    setSupportContact({
      phone: '+91 80 4567 8900',
      email: 'desk@example.org',
      hours: { en: 'Daily, 8 am to 8 pm IST', hi: 'हर दिन, सुबह 8 से रात 8 बजे तक (IST)' },
      example: false,
    });
    render(ContactPage);
    expect(screen.getByRole('link', { name: '+91 80 4567 8900' })).toHaveAttribute(
      'href',
      'tel:+918045678900',
    );
    expect(screen.getByRole('link', { name: 'desk@example.org' })).toBeInTheDocument();
    expect(screen.getByText('Daily, 8 am to 8 pm IST')).toBeInTheDocument();
    expect(screen.queryByTestId('example-desk')).toBeNull();
    inHindi();
    expect(screen.getByText('हर दिन, सुबह 8 से रात 8 बजे तक (IST)')).toBeInTheDocument();
  });

  it.each([
    ['contact page', ContactPage],
    ['support page', CallSupportPage],
  ])('labels the example desk as an example on the %s, in both languages', (_name, Page) => {
    render(Page);
    expect(screen.getByTestId('example-desk')).toHaveTextContent(
      /^Example These are example contact details/,
    );
    inHindi();
    expect(screen.getByTestId('example-desk')).toHaveTextContent(
      /^उदाहरण ये संपर्क जानकारी सिर्फ़ उदाहरण है/,
    );
  });

  it('shows the catalogue’s hours in each language when the deployment sets none', () => {
    expect(supportHoursOverride('en')).toBeUndefined();
    expect(supportHoursOverride('hi')).toBeUndefined();
  });
});

describe('the member-site page of a site without a member site', () => {
  it('says where a paid member would be now, with the number the member site would get', () => {
    renderWithStore(<MemberSitePage />, { route: '/member-site?ph=%2B919812345678' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The member site');
    expect(
      screen.getByText(
        'On the live site you would now be on the member site’s sign-in page, with your mobile number +919812345678 already filled in.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    inHindi();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('मेंबर साइट');
    expect(screen.getByText(/^असली साइट पर आप अभी मेंबर साइट/)).toHaveTextContent('+919812345678');
  });
});
