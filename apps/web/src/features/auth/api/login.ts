import { type LoginInput, MESSAGES, type TokenResponse } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest, apiSend, currentUserQueryOptions, firstScreenSchemas, setTokens } from "@despacho/client";

export const login = (input: LoginInput) =>
  apiRequest("/users/token/", () => firstScreenSchemas().then((m) => m.tokenResponseSchema), { method: "POST", body: input, auth: false });

/**
 * The back office is for a company's staff and business accounts: a courier's new session is ended at once on the
 * server (never kept here) and the form says where couriers go.
 */
export async function signIn(input: LoginInput): Promise<TokenResponse> {
  const session = await login(input);
  if (session.user.kind !== "messenger") return session;
  await apiSend("/access-control/logout/", {
    method: "DELETE",
    body: { refresh: session.refresh },
    auth: false,
    headers: { Authorization: `Bearer ${session.access}` },
  }).catch(() => null);
  throw new ApiError({ kind: "auth", status: 403, code: "FORBIDDEN", message: MESSAGES.backOfficeIsForStaff });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The login form shows these itself; anything else goes to the shell.
    meta: { handles: ["auth", "bad-request", "rate-limited"] },
    onSuccess: async ({ user, access, refresh }) => {
      // A login over another session must not show the previous user's data.
      await queryClient.resetQueries();
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      setTokens(access, refresh);
    },
  });
}
