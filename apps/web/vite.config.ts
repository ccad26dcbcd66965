import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web app. `npm start` builds it into dist/, which the gateway serves on the portal's one origin. `npm run dev`
 * serves it on :5173 and sends the API, Merit and bank paths to a running stack (STACK_URL, default :8080).
 */
const stack = process.env.STACK_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    dedupe: ['react', 'react-dom'],
    // zod set up to run without eval, as the pages' Content-Security-Policy requires (see that module).
    alias: [{ find: /^zod$/, replacement: '@ace/app-core/zod-without-eval' }],
  },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 400 },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(['/api', '/merit', '/bank'].map((prefix) => [prefix, { target: stack }])),
  },
});
