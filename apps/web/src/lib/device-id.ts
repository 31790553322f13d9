import { storageKeys } from './storage-keys';

/** A random id this browser keeps, so that the server can ask for a code on new devices only. */
export function deviceId(): string {
  let id = localStorage.getItem(storageKeys.deviceId);
  if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    id = btoa(String.fromCharCode(...bytes))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replaceAll('=', '');
    localStorage.setItem(storageKeys.deviceId, id);
  }
  return id;
}
