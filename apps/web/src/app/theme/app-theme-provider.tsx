import { CssBaseline, ThemeProvider } from "@mui/material";
import { type ReactNode, useMemo } from "react";
import { useThemeId } from "./theme-store";
import { buildTheme, findColourTheme } from "./themes";

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const id = useThemeId();
  const theme = useMemo(() => buildTheme(findColourTheme(id)), [id]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
