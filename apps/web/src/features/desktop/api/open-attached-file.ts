import { attachedFileUrlSchema } from "@despacho/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

// spec §7 GET /attached-file/{id}/get-url/: a service's files are private, read through a short-lived address.
export const getAttachedFileUrl = (id: string) => apiRequest(`/attached-file/${encodeURIComponent(id)}/get-url/`, attachedFileUrlSchema);

/**
 * Opens the file in a new tab: the tab opens on the click itself (so no popup blocker stops it) and goes to the
 * address once the API answers; an image shows there, anything else downloads. A refusal closes it.
 */
async function openAttachedFile(id: string) {
  const tab = window.open("", "_blank");
  try {
    const { url } = await getAttachedFileUrl(id);
    if (!tab) {
      window.open(url, "_blank", "noopener");
      return;
    }
    tab.opener = null;
    tab.location.href = url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export function useOpenAttachedFile() {
  return useMutation({ mutationFn: openAttachedFile });
}
