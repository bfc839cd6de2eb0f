import { STORAGE_KEYS } from "./storage-keys";

export function rememberUrl(url: string | null) {
  if (url === null) localStorage.removeItem(STORAGE_KEYS.rememberedUrl);
  else localStorage.setItem(STORAGE_KEYS.rememberedUrl, url);
}

export function getRememberedUrl(): string | null {
  return localStorage.getItem(STORAGE_KEYS.rememberedUrl);
}
