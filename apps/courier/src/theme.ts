import { createTheme } from "@mui/material/styles";

/** Readable in sunlight (issue 24): dark text on white, a deep blue, large type and touch targets of 56 px. */
export const theme = createTheme({
  palette: {
    mode: "light",
    primary: { main: "#0b3d91", contrastText: "#ffffff" },
    secondary: { main: "#1b5e20", contrastText: "#ffffff" },
    error: { main: "#b71c1c" },
    warning: { main: "#8a4b00" },
    text: { primary: "#0d0d0d", secondary: "#2e2e2e" },
    background: { default: "#f2f4f8", paper: "#ffffff" },
  },
  typography: { fontSize: 16, button: { textTransform: "none", fontWeight: 700, fontSize: "1.05rem" } },
  shape: { borderRadius: 12 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { minHeight: 56 } } },
    MuiIconButton: { styleOverrides: { root: { minWidth: 48, minHeight: 48 } } },
  },
});
