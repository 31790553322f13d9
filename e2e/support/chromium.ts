/** Debian's Chromium (never a downloaded browser), kept off every host but this machine. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // A dead local proxy keeps Chromium from calling Google's hosts; loopback stays direct.
    '--proxy-server=http://127.0.0.1:9',
  ],
};
