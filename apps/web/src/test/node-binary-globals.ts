/**
 * Vitest's jsdom environment puts jsdom's own Uint8Array and ArrayBuffer on the global object, so the bytes that
 * Node's Web Crypto and TextEncoder hand back are not `instanceof` them and oauth4webapi refuses them
 * (vitest-dev/vitest#5685); a browser has one of each. A test file that signs in under jsdom imports this first:
 * for that file, the global ones are Node's again.
 */
const nodeBytes = new TextEncoder().encode('');
globalThis.Uint8Array = nodeBytes.constructor as Uint8ArrayConstructor;
globalThis.ArrayBuffer = nodeBytes.buffer.constructor as ArrayBufferConstructor;
