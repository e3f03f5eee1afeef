import fs from "node:fs";

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

export const CHROMIUM_MISSING =
  "Browser tests need Chromium at /usr/bin/chromium: install it with `sudo apt-get install -y chromium`, or set CHROMIUM_PATH.";

export function hasChromium() {
  return fs.existsSync(chromiumPath());
}
