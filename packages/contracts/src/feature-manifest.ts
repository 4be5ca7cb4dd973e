import type { EndpointDefinition } from './endpoint-definition.js';

/**
 * What a feature of the contracts brings, said once in its own folder (features/<f>/feature.ts):
 * its calls, and the top-level locale section its texts fill. `features/index.ts` is generated from
 * the folders (scripts/write-contracts-feature-index.ts; features.test.ts fails while it is stale), so
 * a new feature edits no hand-written list.
 *
 * The texts stay in locale.ts, outside the manifest: locale.ts exports one `<name>En` and one
 * `<name>Vi`, and the generated index lists each language in a constant of its own, so the web app
 * bundles English and loads Vietnamese alone when a user reads it (docs/web.md). A manifest that
 * held both languages would bring both into the first page.
 */
export interface FeatureManifest {
  endpoints: Record<string, EndpointDefinition>;
  /** The locale section (e.g. 'TRASH') under which locale.ts's texts go, when the feature has texts. */
  localeSection?: string;
}

/** The manifest as written, its endpoint keys and its section kept as literal types. */
export function defineFeature<const M extends FeatureManifest>(manifest: M): M {
  return manifest;
}
