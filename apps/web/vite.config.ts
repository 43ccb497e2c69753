import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceAliases } from '../../source-aliases.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: sourceAliases },
  // Parallel builds (several test runs at once) each get their own output folder.
  build: { target: 'es2022', sourcemap: true, outDir: process.env.TYPESHELF_WEB_OUT ?? 'dist' },
  preview: { port: 4173, strictPort: false },
});
