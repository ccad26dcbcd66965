import * as SecureStore from 'expo-secure-store';

/**
 * The platform's secure storage (iOS Keychain, Android Keystore) for the credentials and the stored user. An entry
 * may hold about 2 KB, and a parent with several students and their claims is more: a value is kept in parts
 * (`key.0`, `key.1`, …) with their count under `key`. Never throws: an unreadable entry is an absent one, and the
 * person signs in again.
 */

/** Characters a part: at most 3 bytes each in UTF-8, so a part stays below 2,048 bytes. */
const PART_LENGTH = 600;

function partKey(key: string, index: number): string {
  return `${key}.${index}`;
}

async function partCount(key: string): Promise<number> {
  const count = Number(await SecureStore.getItemAsync(key));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

export async function readSecure(key: string): Promise<string | null> {
  try {
    const count = await partCount(key);
    if (count === 0) return null;
    const parts = await Promise.all(
      Array.from({ length: count }, (_, index) => SecureStore.getItemAsync(partKey(key, index))),
    );
    return parts.every((part) => part !== null) ? parts.join('') : null;
  } catch {
    return null;
  }
}

export async function removeSecure(key: string): Promise<void> {
  try {
    const count = await partCount(key);
    await SecureStore.deleteItemAsync(key);
    await Promise.all(Array.from({ length: count }, (_, index) => SecureStore.deleteItemAsync(partKey(key, index))));
  } catch {
    // Nothing to remove.
  }
}

export async function writeSecure(key: string, value: string): Promise<void> {
  try {
    const previous = await partCount(key);
    const count = Math.max(1, Math.ceil(value.length / PART_LENGTH));
    for (let index = 0; index < count; index += 1) {
      await SecureStore.setItemAsync(partKey(key, index), value.slice(index * PART_LENGTH, (index + 1) * PART_LENGTH));
    }
    await SecureStore.setItemAsync(key, String(count));
    for (let index = count; index < previous; index += 1) await SecureStore.deleteItemAsync(partKey(key, index));
  } catch {
    // Refused by the keychain: the session lasts until the app is closed.
  }
}
