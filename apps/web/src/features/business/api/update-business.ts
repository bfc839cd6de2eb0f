import { type BusinessPatch, userSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, currentUserQueryOptions } from "@despacho/client";

/** PATCH /users/business/: JSON for the name, multipart with the image. */
export const updateBusiness = (patch: BusinessPatch | FormData) =>
  apiRequest("/users/business/", userSchema, { method: "PATCH", body: patch });

export function businessImageForm(image: File): FormData {
  const form = new FormData();
  form.append("image", image);
  return form;
}

export function useUpdateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusiness,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
