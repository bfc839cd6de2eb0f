import { useSyncExternalStore } from "react";

export interface ErrorDialogContent {
  id: string;
  severity: "error" | "warning";
  title: string;
  message: string;
}

const listeners = new Set<() => void>();
let current: ErrorDialogContent | null = null;

function emit(next: ErrorDialogContent | null) {
  current = next;
  for (const listener of listeners) listener();
}

export const openErrorDialog = (content: ErrorDialogContent) => emit(content);
export const closeErrorDialog = () => emit(null);
export const isErrorDialogOpen = (id: string) => current?.id === id;

export function useErrorDialog(): ErrorDialogContent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
