import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(m.type(), m.text().slice(0, 3000)); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(process.argv[2]);
await page.waitForTimeout(6000);
await browser.close();
