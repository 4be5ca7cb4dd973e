import {
  type SceneContext,
  type ScreenshotScene,
  shootScreen,
} from '../../../../../scripts/screenshot-scene.js';

/** Order manipulation with the demo data's changes of the last 7 days, as an org's admin. */
function shootOrderManipulation(context: SceneContext) {
  return shootScreen(context, {
    name: 'order-manipulation',
    user: 'vn1.admin',
    path: '/apps/orders/manipulation',
    ready: 'order-manipulation-list-row',
  });
}

export const SCENES: ScreenshotScene[] = [{ name: 'order-manipulation', run: shootOrderManipulation }];
