/** The shell's public entry: the app frame, loaded lazily by app-routes.tsx. */
export { AppShell } from './app-shell';
