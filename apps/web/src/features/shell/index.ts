/** The shell's public entry: the app frame and settings for app/, the menu for the dashboard. */
export { AppShell } from './app-shell';
export { MenuIcon } from './menu-icons';
export { useMenu } from './use-menu';
export { useUserSettings } from './use-user-settings';
