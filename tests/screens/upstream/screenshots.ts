// Screenshots of the admin driven by the recorded upstream Polis answers: start replayServer.ts,
// then `node --import tsx tests/screens/upstream/screenshots.ts [port] [outDir]`. Each screen at
// 1280 and 390 px in Debian's Chromium. A tool for looking, never run by CI.
import { chromium, type Page } from 'playwright-core';

const port = Number(process.argv[2] ?? 5199);
const outDir = process.argv[3] ?? '/tmp/shots-upstream';
const origin = `http://127.0.0.1:${port}`;
const ID = '849t6ane9r';

/** A signed-in owner, stored as oidc-client-ts stores one (sign-in itself is not replayed). */
const user = {
  access_token: 'replay-token',
  token_type: 'Bearer',
  scope: 'openid profile email',
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  profile: { sub: 'peer', email: 'owner@peer.dk', name: 'Peer Tester' },
};

const screens: Array<{ name: string; path: string; act?: (page: Page) => Promise<void> }> = [
  { name: 'list', path: '/conversations' },
  { name: 'configure', path: `/m/${ID}` },
  {
    name: 'export',
    path: `/m/${ID}/reports`,
    act: async (page) => {
      const choice = page.getByRole('combobox', { name: 'Rapport' });
      await choice.selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Hent rapportens filer' }).click();
      await page.getByText(/Filerne er hentet/).waitFor();
      await page.getByRole('region', { name: 'Eksport' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'export-needs-report',
    path: `/m/${ID}/reports`,
    act: async (page) => {
      await page.getByRole('button', { name: 'Hent rapportens filer' }).click();
      await page.getByText('Vælg en rapport, før filerne hentes.').waitFor();
      await page.getByRole('region', { name: 'Eksport' }).scrollIntoViewIfNeeded();
    },
  },
  { name: 'topics', path: `/m/${ID}/topics` },
  {
    name: 'topics-after-action',
    path: `/m/${ID}/topics`,
    act: async (page) => {
      await page.getByRole('button', { name: 'Acceptér' }).first().click();
      await page.getByRole('note').waitFor();
    },
  },
  { name: 'topic-stats', path: `/m/${ID}/topics/stats` },
  { name: 'topic-comments', path: `/m/${ID}/topics/topic/${encodeURIComponent('job-peer-1#0#1')}` },
  { name: 'moderation', path: `/m/${ID}/comments` },
  { name: 'monitoring', path: `/m/${ID}/stats` },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      acceptDownloads: true,
    });
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      `oidc.user:${origin}/oidc:raadslag-admin`,
      JSON.stringify(user),
    ] as const);
    for (const screen of screens) {
      const page = await context.newPage();
      await page.goto(`${origin}${screen.path}`);
      await page.waitForLoadState('networkidle');
      await screen.act?.(page);
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `${outDir}/${screen.name}-${width}.png`,
        fullPage: width === 390 ? false : true,
      });
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
}
