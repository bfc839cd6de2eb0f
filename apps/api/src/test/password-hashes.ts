import { hashPassword } from "../modules/auth/index.js";

export const DEFAULT_PASSWORD = "clave-de-prueba-1";

// argon2 is slow on purpose: hash each distinct password once per test file.
const hashes = new Map<string, Promise<string>>();

export function hashOf(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}
