/**
 * After a deployment, a tab opened on the previous build still asks for that build's page modules
 * by their hashed names, and the server answers 404 (docs/web.md 'Cache headers'): the import fails
 * with "Failed to fetch dynamically imported module". The tab then reloads once, to get the new
 * build's page. The guard in sessionStorage names the build that reloaded: a second failure of the
 * same build (the file is missing from the new build too) shows the error instead of reloading
 * forever, and a later deployment may reload once again.
 */

const GUARD_KEY = 'leadline.staleBuildReload';

/** This build: the URL of this module is the hashed name of its chunk in a built app. */
const BUILD = import.meta.url;

/** The messages of a module that could not be fetched: Chromium's, Firefox's, Safari's and Vite's. */
const MODULE_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isStaleBuildError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return MODULE_LOAD_FAILURE.test(message);
}

/** Reloads the page unless this build reloaded already; true when it reloads. */
export function reloadOnceForStaleBuild(): boolean {
  try {
    if (window.sessionStorage.getItem(GUARD_KEY) === BUILD) return false;
    window.sessionStorage.setItem(GUARD_KEY, BUILD);
  } catch {
    // No sessionStorage (a locked-down browser): no guard, so no reload either.
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Vite's preload helper reports a page module (or its CSS) it could not fetch as
 * `vite:preloadError`; a lazy page's import that fails anyway reaches the error boundary, which
 * calls reloadOnceForStaleBuild too.
 */
export function installStaleBuildReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForStaleBuild()) event.preventDefault();
  });
}
