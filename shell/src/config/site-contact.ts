/**
 * The support desk shown on the static pages. The spec gives no values, so they are set at build
 * time from SUPPORT_PHONE, SUPPORT_EMAIL and SUPPORT_HOURS (see README); the defaults are demo values.
 */
export const SITE_CONTACT = {
  phone: process.env.SUPPORT_PHONE ?? '+91 22 4000 1234',
  email: process.env.SUPPORT_EMAIL ?? 'support@yogachallenge.example',
  hours: process.env.SUPPORT_HOURS ?? 'Monday to Saturday, 9 am to 7 pm IST',
  company: 'Yoga Challenge Community',
};

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
