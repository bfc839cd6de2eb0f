import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@despacho/client";

export const sendVerificationEmail = (email: string) =>
  apiRequest("/users/send-verification-email/", z.object({ detail: z.string() }), { method: "POST", body: { email } });

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
