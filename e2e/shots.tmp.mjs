import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:3100';
const TOKEN = 'ops-token-for-local-development-only-123';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update'] });
let n = 0;
const sections = ['dashboard','members','gifts','referrals','grievances','payments','challenges','people','remotes'];
for (const [language, size] of [['en',{width:390,height:844}],['hi',{width:1280,height:800}],['hi',{width:390,height:844}],['en',{width:1280,height:800}]]) {
  const context = await browser.newContext({ viewport: size, baseURL: BASE });
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('yoga.language', l), language);
  const national = String(9700000000 + Math.floor(Math.random()*99999999));
  const phone = `+91${national}`;
  const r = await page.request.post('/api/user/ops/people', { headers: { authorization: `Bearer ${TOKEN}` }, data: { phone_number: phone, name: language==='en'?'Asha Admin':'आशा एडमिन', roles: ['support','content','finance','admin'], reason: 'screenshots' } });
  if (r.status() !== 201) throw new Error(await r.text());
  await page.request.post('/api/auth/ops/v1/login', { data: { phone_number: phone } });
  const outbox = await (await page.request.get(`/api/auth/dev/outbox?phone_number=${encodeURIComponent(phone)}`)).json();
  const code = JSON.stringify(outbox).match(/\b(\d{6})\b/)[1];
  const verify = await page.request.post('/api/auth/ops/v1/verify-otp', { data: { phone_number: phone, code } });
  const session = await verify.json();
  await page.goto('/');
  await page.evaluate((s) => sessionStorage.setItem('yoga.ops-session', JSON.stringify({ accessToken: s.accessToken, expiresAt: Date.now() + s.expiresIn * 1000, person: s.person })), session);
  for (const section of sections) {
    await page.goto(`/ops?section=${section}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/${section}-${language}-${size.width}.png`, fullPage: true });
    n++;
  }
  await context.close();
}
await browser.close();
console.log('shots', n);
