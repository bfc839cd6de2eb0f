import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "@shared/ui/toaster";
import { ErrorDialog } from "./errors/error-dialog";
import { createQueryClient } from "./query-client";
import { AppThemeProvider } from "./theme/app-theme-provider";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        {children}
        <ErrorDialog />
        <Toaster />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
