/**
 * Where the web build keeps the session: local storage (a browser has no keychain). Never throws: a refused
 * write means the session lasts as long as the page.
 */
export function readSecure(key: string): Promise<string | null> {
  try {
    return Promise.resolve(window.localStorage.getItem(key));
  } catch {
    return Promise.resolve(null);
  }
}

export function writeSecure(key: string, value: string): Promise<void> {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (quota, private mode): nothing is kept.
  }
  return Promise.resolve();
}

export function removeSecure(key: string): Promise<void> {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
  return Promise.resolve();
}
