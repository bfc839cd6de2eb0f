import { useState } from "react";

/** One key per opened form, so a repeated submit creates one row; crypto.randomUUID needs a secure context, so there is a fallback. */
export function useIdempotencyKey(): string {
  const [key] = useState(() => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`.replace(".", ""));
  return key;
}
