import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * One module per language for the features' texts (docs/web.md). Each feature's locale.ts holds its
 * English and Vietnamese texts side by side, and a bundler splits modules, not the constants inside
 * them: imported as they are, both halves would land in the chunk of the first page. The Vietnamese
 * list (contracts locales/feature-texts-vi.ts) imports each locale.ts under a `?lang=vi` id of its
 * own instead: the same file, a second module, of which only the Vietnamese half is used; the
 * English list keeps the plain module and its English half.
 */
function featureTextsPerLanguage(): Plugin {
  return {
    name: 'leadline-feature-texts-per-language',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer?.endsWith('/locales/feature-texts-vi.ts') || !source.endsWith('/locale.js')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${resolved.id}?lang=vi` : null;
    },
  };
}

const apiTarget = process.env.LEADLINE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    featureTextsPerLanguage(),
    react(),
    // Brotli and gzip copies of every text file beside it (x.js.br, x.js.gz), made once at build
    // time at the highest levels; the API serves them with @fastify/static's preCompressed
    // (docs/web.md). Every JS and CSS file gets both, however small, so none goes out raw.
    compression({
      include: /\.(js|css|html|svg|json|txt)$/,
      threshold: 0,
      skipIfLargerOrEqual: false,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/oauth': apiTarget, '/app-config.js': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
});
