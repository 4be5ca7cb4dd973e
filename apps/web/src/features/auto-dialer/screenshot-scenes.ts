import { type ScreenshotScene, shootScreen } from '../../../../../scripts/screenshot-scene.js';

export const SCENES: ScreenshotScene[] = [
  {
    name: 'auto-dialer',
    run: (context) =>
      shootScreen(context, {
        name: 'auto-dialer',
        user: 'vn4.agent',
        path: '/apps/auto-dialer/next',
        ready: 'page-auto-dialer',
      }),
  },
];
