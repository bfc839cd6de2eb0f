import { MESSAGES, TOAST_MS } from "@despacho/domain";
import { ApiError } from "@despacho/client";
import { dismissToast, notify, showToast } from "@shared/ui/toast-store";
import { isErrorDialogOpen, openErrorDialog } from "./error-dialog-store";

let serverToast: number | null = null;

/** spec §8: bad-request title is the last segment of the field path. */
export const fieldTitle = (field: string) =>
  field
    .split(/[.[\]]/)
    .filter(Boolean)
    .at(-1) ?? field;

function showServerError() {
  if (!isErrorDialogOpen("SERVER_ERROR")) {
    openErrorDialog({ id: "SERVER_ERROR", severity: "error", title: MESSAGES.serverErrorTitle, message: MESSAGES.serverErrorMessage });
  }
  if (serverToast !== null) return;
  const close = () => {
    if (serverToast !== null) dismissToast(serverToast);
    serverToast = null;
  };
  const id = showToast({
    severity: "error",
    title: "ERROR",
    message: MESSAGES.serverErrorToast,
    durationMs: TOAST_MS.long,
    actions: [
      { label: "Recargar página", onClick: () => window.location.reload() },
      { label: "Cerrar", onClick: close },
    ],
  });
  serverToast = id;
  setTimeout(() => {
    if (serverToast === id) serverToast = null;
  }, TOAST_MS.long);
}

/** The one place that turns an error reported by the API client into what the user sees (spec §8). */
export function showApiError(error: unknown) {
  if (!(error instanceof ApiError)) {
    if (error instanceof Error && error.name === "AbortError") return;
    showServerError();
    return;
  }
  if (error.reported) return;
  switch (error.kind) {
    case "bad-request":
      if (error.fields.length === 0) notify.error(error.message);
      for (const { field, message } of error.fields) notify.error(message, fieldTitle(field));
      return;
    case "auth":
      notify.error(error.message, MESSAGES.authErrorTitle);
      return;
    case "rate-limited":
      notify.warning(error.retryAfterSeconds ? `${MESSAGES.tooManyRequests} (${error.retryAfterSeconds} s)` : MESSAGES.tooManyRequests);
      return;
    case "server":
      showServerError();
      return;
    case "network":
      openErrorDialog({
        id: "NETWORK_ERROR",
        severity: "warning",
        title: MESSAGES.networkErrorTitle,
        message: MESSAGES.networkErrorMessage,
      });
      return;
    default:
      notify.error(error.message);
  }
}
