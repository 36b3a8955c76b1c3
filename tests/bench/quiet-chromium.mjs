// Chromium for benchmarks that time work inside a page, without the browser's own UI pages
// loading alongside it.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Headless Chromium opens the omnibox popup's WebUI pages for every new window: two more renderers
 * that load about a hundred module scripts, close to a second of CPU per page on this machine. On
 * two cores that work lands in the middle of whatever is being timed in the page.
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const browserCommandLine = async (browser) => {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = await session.send('SystemInfo.getProcessInfo');
  await session.detach();
  const browserProcess = processInfo.find((info) => info.type === 'browser');
  return readFileSync(`/proc/${browserProcess.id}/cmdline`, 'utf8').split('\0');
};

/**
 * Chromium keeps only the last `--disable-features` switch, so the features are added to the list
 * Playwright already passes (read from the browser's own command line) rather than replacing it.
 */
export const launchQuietChromium = async (args) => {
  const probe = await chromium.launch({ executablePath, args });
  const defaults = (await browserCommandLine(probe))
    .find((arg) => arg.startsWith('--disable-features='))
    ?.slice('--disable-features='.length);
  await probe.close();
  const disabled = [...(defaults ? defaults.split(',') : []), ...BROWSER_UI_FEATURES];
  return chromium.launch({
    executablePath,
    args: [...args, `--disable-features=${disabled.join(',')}`],
  });
};

export const launchDefaultChromium = (args) => chromium.launch({ executablePath, args });

/** The browser's own UI pages open now: none in a quiet browser once a page is open. */
export const browserUiPages = async (browser) => {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  return targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url);
};
