import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@despacho/client";

/** Issue 19: the token of the link mailed to a new email address applies the change. */
export const confirmEmail = (token: string) =>
  apiRequest("/users/confirm-email/", z.object({ detail: z.string() }), { method: "POST", body: { token }, auth: false });

export function useConfirmEmail() {
  // The page says every outcome itself.
  return useMutation({ mutationFn: confirmEmail, meta: { handles: ["bad-request", "rate-limited", "network", "server"] } });
}
