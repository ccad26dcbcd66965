import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The web app. `npm start` builds it into dist/, which the gateway serves on the portal's one origin. `npm run dev`
 * serves it on :5173 and sends the API, Merit and bank paths to a running stack (STACK_URL, default :8080).
 */
const stack = process.env.STACK_URL ?? 'http://localhost:8080';

/**
 * zod set up to run without eval, as the pages' Content-Security-Policy requires (see that module): every import of
 * 'zod' but the module's own gets the module.
 */
function zodWithoutEval(): Plugin {
  return {
    name: 'zod-without-eval',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'zod') return null;
      const wrapper = await this.resolve('@ace/app-core/zod-without-eval', importer, { ...options, skipSelf: true });
      return wrapper === null || importer === wrapper.id ? null : wrapper;
    },
  };
}

export default defineConfig({
  plugins: [zodWithoutEval(), react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 400 },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(['/api', '/merit', '/bank'].map((prefix) => [prefix, { target: stack }])),
  },
});
