import type { ChangePasswordInput } from "@despacho/domain";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@shared/api/api-client";

export const changePassword = (input: ChangePasswordInput) =>
  apiRequest("/users/change-password/", z.object({ detail: z.string() }), { method: "PUT", body: input });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handles: ["bad-request"] } });
}
