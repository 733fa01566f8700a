/** Debian's Chromium; Playwright's own browser download does not work on these machines. */
export function chromiumPath(): string {
  return process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
}

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
