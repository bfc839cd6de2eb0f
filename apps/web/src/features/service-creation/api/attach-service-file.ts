import { useMutation } from "@tanstack/react-query";
import { attachFile } from "@shared/api/service-files/attached-files";

/** Files chosen in the panel, sent once the service exists; a refused file is reported by the panel. */
export function useAttachServiceFile() {
  return useMutation({ mutationFn: attachFile, meta: { handles: ["bad-request"] } });
}
