import { type ProfilePatch, userSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, currentUserQueryOptions } from "@despacho/client";

/** PATCH /users/profile/: JSON for the fields, multipart when an image goes with it. */
export const updateProfile = (patch: ProfilePatch | FormData) =>
  apiRequest("/users/profile/", userSchema, { method: "PATCH", body: patch });

export function profileImageForm(image: File): FormData {
  const form = new FormData();
  form.append("image", image);
  return form;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
