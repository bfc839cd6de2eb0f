import { TOAST_MS } from "@despacho/domain";
import { useSyncExternalStore } from "react";

export type ToastSeverity = "error" | "success" | "warning" | "info";

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: number;
  severity: ToastSeverity;
  title?: string;
  message: string;
  /** null keeps the toast until the user closes it. */
  durationMs: number | null;
  actions?: ToastAction[];
}

// spec §9 toast timeouts: error snackbars 2000 ms, default 1500 ms, 4000 / 6000 ms elsewhere.
const DEFAULT_DURATION: Record<ToastSeverity, number> = {
  error: TOAST_MS.error,
  success: TOAST_MS.medium,
  warning: TOAST_MS.medium,
  info: TOAST_MS.default,
};

const listeners = new Set<() => void>();
let toasts: Toast[] = [];
let nextId = 1;

function emit(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function sameText(a: Omit<Toast, "id" | "durationMs">, b: Toast): boolean {
  return a.severity === b.severity && a.message === b.message && a.title === b.title && !a.actions && !b.actions;
}

/** A toast with the same text as one still shown replaces it (and starts its time again) instead of stacking a twin. */
export function showToast(toast: Omit<Toast, "id" | "durationMs"> & { durationMs?: number | null }): number {
  const id = nextId++;
  const others = toasts.filter((shown) => !sameText(toast, shown));
  emit([...others, { durationMs: DEFAULT_DURATION[toast.severity], ...toast, id }]);
  return id;
}

export function dismissToast(id: number) {
  emit(toasts.filter((t) => t.id !== id));
}

export const notify = {
  success: (message: string) => showToast({ severity: "success", message }),
  info: (message: string) => showToast({ severity: "info", message }),
  warning: (message: string, title?: string) => showToast({ severity: "warning", message, title }),
  error: (message: string, title?: string) => showToast({ severity: "error", message, title }),
};

export function currentToasts(): Toast[] {
  return toasts;
}

export function useToasts(): Toast[] {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentToasts);
}
