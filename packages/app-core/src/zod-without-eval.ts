import { z } from 'zod';

/*
 * zod for the apps' pages, which forbid eval (script-src 'self', packages/domain/src/page-headers.ts): it must not
 * compile its parsers with new Function, nor even try, for it tries as each object schema is built and a refused try
 * is a reported violation. So this must run before any schema is built: the web build takes this module for every
 * other module's import of 'zod' (apps/web/vite.config.ts), which no chunk order can defeat; the native app imports
 * it first (Metro runs modules in the order they are required). It imports 'zod' itself, as every other module
 * does: a subpath such as 'zod/v4' resolves to zod's other build under Metro, and the app would carry zod twice.
 */
z.config({ jitless: true });

export * from 'zod';
export { z as default };
