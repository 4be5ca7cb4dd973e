/** The placeholder shown for routes whose screens are not built yet. */
export { ComingSoonPage } from './coming-soon-page';
