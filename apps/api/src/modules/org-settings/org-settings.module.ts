import type { ApiModule } from '../../api-module.js';
import { orgSettingsRoutes } from './org-settings.routes.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app }) => orgSettingsRoutes(app),
};
