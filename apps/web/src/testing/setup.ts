import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18nReady } from '../shared/i18n/i18n';

// The app's own i18n in English, so a test reads the texts a user sees.
beforeAll(async () => {
  await i18nReady;
});

// Each test starts on an empty page and an empty browser storage (the filter forms keep theirs there).
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
