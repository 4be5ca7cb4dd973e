import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
// Thai product and customer names: Roboto has no Thai glyphs; the font loads only where Thai appears.
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/500.css';
import '@fontsource/noto-sans-thai/700.css';
import { PATHS, STORAGE_KEYS } from '@leadline/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The composition root places the light login itself, as app/pages.ts places page modules:
// auth's index.ts brings the password dialogs, which draw with MUI.
import { LightLogin } from './features/auth/light-login';
import { isTokenValid } from './shared/api/jwt';
import { i18nReady } from './shared/i18n/i18n';
import { installStaleBuildReload } from './shared/stale-build/stale-build';
import { browserStorage } from './shared/storage/browser-storage';

// Before any page module is imported: a tab of an older build reloads once (docs/web.md).
installStaleBuildReload();

const element = document.getElementById('root');
if (!element) throw new Error('No #root element');
const root = createRoot(element);

/** The app (MUI, router, query client, every page), downloaded when a page needs it. */
function renderApp(app = import('./app/app')): void {
  void app.then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// The first page of a visit without a session is the login page: it draws on its own, the app loads
// after the login (docs/web.md 'What the login page loads').
const token = browserStorage.read(STORAGE_KEYS.accessToken);
const signedIn = isTokenValid(token);
const showLogin = window.location.pathname === PATHS.login && !signedIn;
// A signed-in visit asks for its profile and the app's code now, while the texts load, rather than
// one after the other (docs/web.md 'The first screen').
// The shell's and the page's code too, beside the app's rather than after it has arrived and run.
if (signedIn && token) {
  void import('./shared/session/early-me').then((early) => early.askForMeEarly(token));
  void import('./app/first-screen').then((screen) => screen.preloadFirstScreen(window.location.pathname));
}
const app = showLogin ? null : import('./app/app');
// The texts of the stored language first (Vietnamese loads apart), so no English flashes.
await i18nReady;
if (showLogin) {
  root.render(
    <StrictMode>
      <LightLogin handOver={renderApp} />
    </StrictMode>,
  );
} else {
  renderApp(app ?? undefined);
}
