import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceAliases } from '../../source-aliases.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: sourceAliases },
  build: { target: 'es2022', sourcemap: true },
  preview: { port: 4173, strictPort: false },
});
