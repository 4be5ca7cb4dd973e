import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants.js';
import { ENDPOINTS } from '../endpoints.js';
import { en, vi } from '../locales/index.js';
import { FEATURE_ENDPOINTS, FEATURES, featureTexts } from './index.js';

const features = Object.entries(FEATURES).map(([name, feature]) => ({
  name,
  endpoints: Object.keys(feature.endpoints),
  locale: 'locale' in feature ? feature.locale : undefined,
}));

describe('the feature list', () => {
  it('names every folder of features/, and only those', () => {
    const folder = fileURLToPath(new URL('.', import.meta.url));
    const folders = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(features.map((feature) => feature.name).sort()).toEqual(folders.sort());
  });

  it('gives each endpoint key to one feature, and ENDPOINTS holds them all', () => {
    const keys = features.flatMap((feature) => feature.endpoints);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(FEATURE_ENDPOINTS).sort()).toEqual([...keys].sort());
    expect(Object.keys(ENDPOINTS).sort()).toEqual([...keys].sort());
  });

  it('gives each locale section to one feature', () => {
    const sections = features.flatMap((feature) => (feature.locale ? [feature.locale.key] : []));
    expect(new Set(sections).size).toBe(sections.length);
    for (const language of LANGUAGES) {
      expect(Object.keys(featureTexts(language)).sort()).toEqual([...sections].sort());
    }
  });

  it('puts each section in the locale of its language, where no shared section overrides it', () => {
    for (const feature of features) {
      if (!feature.locale) continue;
      const key = feature.locale.key as keyof typeof en;
      expect(en[key], feature.name).toBe(feature.locale.en);
      expect(vi[key], feature.name).toBe(feature.locale.vi);
    }
  });
});
