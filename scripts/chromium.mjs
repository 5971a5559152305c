// Debian's Chromium as every test and bench here starts it (nothing downloads a browser):
// CHROME_PATH overrides the path; as root it needs --no-sandbox, and on this closed network
// the background-networking flags keep it from trying hosts it cannot reach.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
