import { platformMessages } from '../messages';
// A coarse, Danish name for the browser behind a User-Agent ('Firefox på Windows'), for the list of
// sessions on /account (docs/api.md#sessions): enough for a person to recognise their own devices,
// too little to fingerprint them; the header itself is not stored.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//u, 'Edge'],
  [/OPR\/|Opera/u, 'Opera'],
  [/Firefox\/|FxiOS\//u, 'Firefox'],
  [/SamsungBrowser\//u, 'Samsung Internet'],
  [/Chrome\/|CriOS\/|Chromium\//u, 'Chrome'],
  [/Safari\//u, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/u, 'iOS'],
  [/Android/u, 'Android'],
  [/Windows/u, 'Windows'],
  [/Mac OS X|Macintosh/u, 'macOS'],
  [/CrOS/u, 'ChromeOS'],
  [/Linux/u, 'Linux'],
];

const first = (table: [RegExp, string][], ua: string) =>
  table.find(([pattern]) => pattern.test(ua))?.[1];

export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return platformMessages.auth.device(browser, system);
  return browser ?? system ?? platformMessages.auth.unknownBrowser;
}
