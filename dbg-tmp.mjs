import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const ctx = await b.newContext({locale: 'zh-CN'});
const p = await ctx.newPage();
await p.goto('http://127.0.0.1:4180/markdown-page');
await p.waitForSelector('html[data-has-hydrated=true]');
for (const t of [0, 200, 1000, 3000]) { await p.waitForTimeout(t); console.log(t, await p.evaluate(() => [...document.querySelectorAll('link[rel=stylesheet]')].map(l => l.getAttribute('href')+' '+l.getAttribute('crossorigin')))); }
await b.close();
