import { serviceFileSchema } from "@despacho/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@shared/api/api-client";

export interface AttachFileVariables {
  service: string;
  file: File;
}

// spec §7 PATCH /services/{id}/attach-file/ (multipart), sent once the service exists.
export const attachServiceFile = ({ service, file }: AttachFileVariables) => {
  const body = new FormData();
  body.append("name", file.name.slice(0, 150));
  body.append("file", file);
  return apiRequest(`/services/${encodeURIComponent(service)}/attach-file/`, serviceFileSchema, { method: "PATCH", body });
};

export function useAttachServiceFile() {
  return useMutation({ mutationFn: attachServiceFile, meta: { handles: ["bad-request"] } });
}
