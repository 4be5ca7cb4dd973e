import { type ScreenshotScene, shootScreen } from '../../../../../scripts/screenshot-scene.js';

export const SCENES: ScreenshotScene[] = [
  {
    name: 'order-create',
    run: (context) =>
      shootScreen(context, {
        name: 'order-create',
        user: 'vn1.agent',
        path: '/apps/orders/create/lead',
        ready: 'order-create-submit',
      }),
  },
];
