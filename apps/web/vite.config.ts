import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@intermission/contracts': path.resolve(__dirname, '../../libs/contracts/src/index.ts'),
      '@intermission/domain': path.resolve(__dirname, '../../libs/domain/src/index.ts'),
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
});
