import { z } from 'zod/v4';

/*
 * zod for the apps' pages, which forbid eval (script-src 'self', apps/gateway/src/page-headers.ts): it must not
 * compile its parsers with new Function, nor even try, for it tries as each object schema is built and a refused try
 * is a reported violation. So this must run before any schema is built: the web build takes this module for every
 * import of 'zod' (apps/web/vite.config.ts), which no chunk order can defeat; the native app imports it first
 * (Metro runs modules in the order they are required).
 */
z.config({ jitless: true });

export * from 'zod/v4';
export { z as default };
