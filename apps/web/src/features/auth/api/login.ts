import type { LoginInput } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, currentUserQueryOptions, firstScreenSchemas, setTokens } from "@despacho/client";

export const login = (input: LoginInput) =>
  apiRequest("/users/token/", () => firstScreenSchemas().then((m) => m.tokenResponseSchema), { method: "POST", body: input, auth: false });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
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
