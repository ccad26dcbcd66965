export { isCrossOriginRequest } from './cross-origin.ts';
export { ConfigError, envBasePath, envFlag, envInteger, envPort, envText, envUrl, type Env } from './env.ts';
export { escapeHtml, html, page, SafeHtml, trustedHtml, type HtmlValue, type PageOptions } from './html.ts';
export {
  allowCors,
  BodyTooLargeError,
  closeServer,
  isUnder,
  JSON_HEADERS,
  listen,
  PAGE_CSP,
  PAGE_HEADERS,
  readBody,
  readForm,
  readJson,
  redirect,
  sendHtml,
  sendJson,
} from './http.ts';
export { replyHtml, replyJson, replyRedirect } from './reply.ts';
export { readJsonFile, writeJsonFile } from './json-file.ts';
export { sendWholeBody, type RawExchange, type RawRequest } from './raw-exchange.ts';
export { onShutdown } from './shutdown.ts';
export { browse, CookieJar, signInFormAction, signInThroughBrowser, type SignInStep } from './sign-in-driver.ts';
export { demoAccountGroups, demoAccountTables, type DemoRoleGroup } from './demo-accounts.ts';
export { temporaryDir } from './temporary-dir.ts';
