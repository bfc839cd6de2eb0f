import type { ChangePasswordInput, ChangePasswordRequest } from "@despacho/domain";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest, getSession } from "@despacho/client";

/** This session names its refresh token, so it stays signed in; every other session of the user ends. */
export const changePassword = (input: ChangePasswordInput) => {
  const body: ChangePasswordRequest = { ...input, refresh: getSession().refresh ?? undefined };
  return apiRequest("/users/change-password/", z.object({ detail: z.string() }), { method: "PUT", body });
};

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handles: ["bad-request"] } });
}
