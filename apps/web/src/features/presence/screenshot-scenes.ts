import { type ScreenshotScene, shootScreen } from '../../../../../scripts/screenshot-scene.js';

export const SCENES: ScreenshotScene[] = [
  {
    name: 'live-board',
    run: (context) =>
      shootScreen(context, {
        name: 'live-board',
        user: 'vn1.manager',
        path: '/apps/agents/live-board',
        ready: 'live-board',
      }),
  },
  {
    name: 'agent-status',
    run: (context) =>
      shootScreen(context, {
        name: 'agent-status',
        user: 'vn1.agent',
        path: '/apps/dashboard',
        ready: 'agent-status',
        click: 'agent-status',
      }),
  },
];
