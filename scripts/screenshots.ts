/**
 * Takes screenshots of the main screens in English and Vietnamese into ./screenshots, at the
 * common call-centre monitor (1366x768) and at 1920x1080, to look at before resolving an issue:
 * `npx tsx scripts/screenshots.ts` (needs `npm run build` first). SCREENSHOT_SIZES=1366x768 takes one.
 *
 * The scenes are declared by the screens that draw them, in apps/web/src/features/<f>/screenshot-scenes.ts
 * (and apps/web/src/app/screenshot-scenes.ts for the shell), found here at run time: a new screen adds
 * its scenes in its own folder (scripts/screenshot-scene.ts). `SCREENSHOTS_ONLY=<name>` takes the scenes
 * of that name alone (e.g. trash, shipping, validation, people, payments, dashboard, weight, shell);
 * an unknown name lists the names.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';
import type { ScreenshotScene } from './screenshot-scene.js';
import { SCREENSHOT_SIZES } from './screenshot-sizes.js';

const outDir = 'screenshots';
const only = process.env.SCREENSHOTS_ONLY;
mkdirSync(outDir, { recursive: true });
const sizes = SCREENSHOT_SIZES;

/** The scene files: the shell's, then each feature's, in folder order. */
function sceneFiles(): string[] {
  const web = path.resolve(import.meta.dirname, '../apps/web/src');
  const features = path.join(web, 'features');
  return [
    path.join(web, 'app'),
    ...readdirSync(features)
      .sort()
      .map((folder) => path.join(features, folder)),
  ]
    .map((folder) => path.join(folder, 'screenshot-scenes.ts'))
    .filter((file) => existsSync(file));
}

const scenes: ScreenshotScene[] = [];
for (const file of sceneFiles())
  scenes.push(...((await import(pathToFileURL(file).href)) as { SCENES: ScreenshotScene[] }).SCENES);
const chosen = only ? scenes.filter((scene) => scene.name === only) : scenes;
if (chosen.length === 0) {
  console.error(`No scene named ${only}; the scenes: ${scenes.map((scene) => scene.name).join(', ')}`);
  process.exit(1);
}

/** One screenshot per size, named `<name>-<width>x<height>.png`; the layout settles after a resize. */
async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${outDir}/${name}-${size.width}x${size.height}.png`, ...options });
  }
}

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const scene of chosen) await scene.run({ browser, server, shoot, sizes });
  console.log(`Screenshots written to ${outDir}/`);
} finally {
  await browser.close();
  await server.close();
}
