import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { readConfig } from './src/lib/read-config.ts';

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

/**
 * The app's configuration (VITE_*) checked once, when the build or the dev server starts: a missing or malformed
 * value stops it with an error that names the problem, and the app itself reads the values without checking them.
 */
function checkedConfig(): Plugin {
  return {
    name: 'checked-config',
    configResolved(resolved) {
      const env = loadEnv(resolved.mode, resolved.envDir === false ? process.cwd() : resolved.envDir, 'VITE_');
      readConfig(env, 'http://localhost');
    },
  };
}

export default defineConfig({
  plugins: [checkedConfig(), zodWithoutEval(), react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  // Every browser the portal supports preloads modules itself: no polyfill on the first screen. The largest chunk is
  // support staff's Programme page with its charts (recharts, about 540 KB, 150 KB gzip), loaded with that route only;
  // the limit warns of anything larger.
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 560, modulePreload: { polyfill: false } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(['/api', '/merit', '/bank'].map((prefix) => [prefix, { target: stack }])),
  },
});
