import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = process.env.LEADLINE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
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
