import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.LEADLINE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
