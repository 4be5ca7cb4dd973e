import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  contractsFeatureIndexSource,
  readFeatureFolders,
} from '../../../../scripts/contracts-feature-index.js';
import { ENDPOINTS } from '../endpoints.js';
import type { FeatureManifest } from '../feature-manifest.js';
import { en, vi } from '../locales/index.js';
import { FEATURE_TEXTS_EN, FEATURE_TEXTS_VI, FEATURES } from './index.js';

const features = Object.entries(FEATURES as Record<string, FeatureManifest>).map(([name, feature]) => ({
  name,
  endpoints: Object.keys(feature.endpoints),
  section: feature.localeSection,
}));

describe('the feature list, features/index.ts (else run scripts/write-contracts-feature-index.ts)', () => {
  it('is generated from the folders of features/ as they are', async () => {
    const file = fileURLToPath(new URL('./index.ts', import.meta.url));
    expect(readFileSync(file, 'utf8')).toBe(contractsFeatureIndexSource(await readFeatureFolders()));
  });

  it('gives each endpoint key to one feature, and ENDPOINTS holds them all', () => {
    const keys = features.flatMap((feature) => feature.endpoints);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(ENDPOINTS).sort()).toEqual([...keys].sort());
  });

  it('gives each locale section to one feature, whose folder has a locale.ts', () => {
    const sections = features.flatMap((feature) => (feature.section ? [feature.section] : []));
    expect(new Set(sections).size).toBe(sections.length);
    expect(Object.keys(FEATURE_TEXTS_EN).sort()).toEqual([...sections].sort());
    expect(Object.keys(FEATURE_TEXTS_VI).sort()).toEqual([...sections].sort());
    for (const feature of features) {
      const hasLocale = existsSync(fileURLToPath(new URL(`./${feature.name}/locale.ts`, import.meta.url)));
      expect(hasLocale, `${feature.name}: a locale.ts and a localeSection in feature.ts go together`).toBe(
        Boolean(feature.section),
      );
    }
  });

  it('puts each section in the locale of its language, where no shared section overrides it', () => {
    for (const section of Object.keys(FEATURE_TEXTS_EN) as (keyof typeof FEATURE_TEXTS_EN)[]) {
      expect(en[section], section).toBe(FEATURE_TEXTS_EN[section]);
      expect(vi[section], section).toBe(FEATURE_TEXTS_VI[section]);
    }
  });
});
