import { MESSAGES, type TemplateInput, type TemplatePatch, templateSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { templatesQueryKey } from "@shared/api/templates/get-templates";
import { notify } from "@shared/ui/toast-store";

export const createTemplate = ({ input, idempotencyKey }: { input: TemplateInput; idempotencyKey: string }) =>
  apiRequest("/templates/", templateSchema, { method: "POST", body: input, headers: { "Idempotency-Key": idempotencyKey } });

export const updateTemplate = ({ id, ...patch }: TemplatePatch & { id: string }) =>
  apiRequest(`/templates/${encodeURIComponent(id)}/`, templateSchema, { method: "PATCH", body: patch });

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    meta: { handles: ["bad-request"] },
    onSuccess: () => {
      notify.success(MESSAGES.added);
      return queryClient.invalidateQueries({ queryKey: templatesQueryKey });
    },
  });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    meta: { handles: ["bad-request"] },
    onSuccess: () => {
      notify.success(MESSAGES.updated);
      return queryClient.invalidateQueries({ queryKey: templatesQueryKey });
    },
  });
}
