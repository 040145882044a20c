import { escapeHtml } from '../http/escape-html';

export type SandboxLanguage = 'en' | 'hi';

const TEXT = {
  en: {
    title: 'Test checkout',
    notice: 'This is a test checkout. It takes no money.',
    explain:
      'This development server has no real payment gateway. The buttons below pretend to pay, so you can try the membership from start to end.',
    plan: 'Plan',
    amount: 'Amount',
    order: 'Order',
    choose: 'Choose how to pay (a test: nothing is charged)',
    upi: 'Pay with UPI',
    card: 'Pay by card',
    fail: 'Fail the payment',
    back: 'Back to the plans',
    paid: 'This order is paid.',
    gone: 'The test checkout no longer knows this order (the server restarted). Go back and choose the plan again.',
    other: 'हिन्दी में देखें',
  },
  hi: {
    title: 'टेस्ट चेकआउट',
    notice: 'यह एक टेस्ट चेकआउट है। इसमें कोई पैसा नहीं कटता।',
    explain:
      'इस डेवलपमेंट सर्वर पर असली पेमेंट गेटवे नहीं है। नीचे के बटन सिर्फ़ भुगतान का नाटक करते हैं, ताकि आप सदस्यता को शुरू से आख़िर तक आज़मा सकें।',
    plan: 'प्लान',
    amount: 'राशि',
    order: 'ऑर्डर',
    choose: 'भुगतान का तरीका चुनें (टेस्ट: कोई पैसा नहीं कटेगा)',
    upi: 'UPI से भुगतान करें',
    card: 'कार्ड से भुगतान करें',
    fail: 'भुगतान विफल करें',
    back: 'प्लान पर वापस जाएँ',
    paid: 'इस ऑर्डर का भुगतान हो चुका है।',
    gone: 'टेस्ट चेकआउट को अब यह ऑर्डर याद नहीं है (सर्वर दोबारा चालू हुआ)। वापस जाकर प्लान फिर से चुनें।',
    other: 'View in English',
  },
} as const;

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: paise % 100 === 0 ? 0 : 2,
  }).format(paise / 100);

export interface SandboxCheckout {
  orderId: string;
  planName: string;
  amount: number;
  /** What the page offers: the buttons, a paid order's note, or an order the sandbox forgot. */
  state: 'payable' | 'paid' | 'gone';
  /** Where the form posts: this page's own path. */
  action: string;
  /** The site's page the member returns to. */
  backUrl: string;
}

/**
 * The sandbox's checkout page (decision 0044), in English or Hindi: says first and plainly that
 * it takes no money, then offers Razorpay's choices as three buttons, each at least 44 pixels
 * high, with visible focus. A form, no script: the site's content security policy stands.
 */
export function sandboxCheckoutPage(checkout: SandboxCheckout, language: SandboxLanguage): string {
  const t = TEXT[language];
  const other: SandboxLanguage = language === 'en' ? 'hi' : 'en';
  const buttons =
    checkout.state === 'payable'
      ? `<form method="post" action="${escapeHtml(checkout.action)}">
<input type="hidden" name="lang" value="${language}">
<fieldset>
<legend>${t.choose}</legend>
<button type="submit" name="method" value="upi" class="primary">${t.upi}</button>
<button type="submit" name="method" value="card">${t.card}</button>
<button type="submit" name="method" value="fail">${t.fail}</button>
</fieldset>
</form>`
      : `<p role="status">${checkout.state === 'paid' ? t.paid : t.gone}</p>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}: ${t.notice}</title>
<style>
body { font-family: system-ui, 'Noto Sans', 'Noto Sans Devanagari', sans-serif; line-height: 1.5;
  color: #1b1b1b; background: #fff; margin: 0; }
main { max-width: 28rem; margin: 0 auto; padding: 1rem; }
.notice { border: 2px solid #8a4b00; background: #fff4e0; padding: 0.75rem; border-radius: 8px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
fieldset { border: 0; padding: 0; margin: 1rem 0; }
legend { font-weight: 600; margin-bottom: 0.5rem; }
button { display: block; width: 100%; min-height: 44px; margin: 0.5rem 0; padding: 0.5rem 1rem;
  font: inherit; border: 1px solid #1b1b1b; border-radius: 8px; background: #fff; color: #1b1b1b; }
button.primary { background: #14532d; border-color: #14532d; color: #fff; }
a { color: #0b4fa3; display: inline-block; min-height: 44px; line-height: 44px; }
:focus-visible { outline: 3px solid #0b4fa3; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
<p class="notice" role="note"><strong>${t.notice}</strong> ${t.explain}</p>
<dl>
<dt>${t.plan}</dt><dd>${escapeHtml(checkout.planName)}</dd>
<dt>${t.amount}</dt><dd>${rupees(checkout.amount)}</dd>
<dt>${t.order}</dt><dd>${escapeHtml(checkout.orderId)}</dd>
</dl>
${buttons}
<p><a href="${escapeHtml(checkout.backUrl)}">${t.back}</a></p>
<p><a href="?lang=${other}" lang="${other}" hreflang="${other}">${t.other}</a></p>
</main>
</body>
</html>
`;
}
