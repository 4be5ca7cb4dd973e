import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * One module per language for the features' texts (docs/web.md). Each feature's
 * locale.ts holds its English and Vietnamese texts side by side, and a bundler splits modules,
 * not the constants inside them: imported as they are, both halves would land in the chunk
 * of the first page. The contracts' generated feature list (features/index.ts) keeps each
 * language in a constant of its own; locales/vi.ts imports that list under a `?lang=vi` id, and
 * the copy imports each locale.ts under a `?lang=vi` id of its own: the same files, second
 * modules, of which only the Vietnamese halves are used. English keeps the plain modules and
 * their English halves.
 */
function featureTextsPerLanguage(): Plugin {
  const vietnamese = (importer: string | undefined, source: string) =>
    (importer?.endsWith('/locales/vi.ts') && source.endsWith('/features/index.js')) ||
    (importer?.endsWith('/features/index.ts?lang=vi') && source.endsWith('/locale.js'));
  return {
    name: 'leadline-feature-texts-per-language',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!vietnamese(importer, source)) return null;
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
    rolldownOptions: {
      output: {
        // Two files for the libraries every screen behind the login draws with (React; MUI with
        // emotion and its icons), instead of some sixty small ones: over HTTP/1.1 a browser fetches
        // six files at a time, and the order list's 133 files came in many rounds (docs/web.md 'The
        // first screen': 74 now; Lighthouse cold 58 -> 73). React has its own group, taken first, so
        // that MUI's group does not pull React in with it: the login page, drawn without MUI,
        // downloads React and none of MUI, as before. The date pickers stay split by picker.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: 3,
              test: /node_modules[\\/](react|react-dom|scheduler|react-is|prop-types|hoist-non-react-statics|clsx)[\\/]/,
            },
            {
              name: 'mui',
              priority: 2,
              test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|icons-material)|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
