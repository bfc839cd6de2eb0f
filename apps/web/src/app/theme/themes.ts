import { grey } from "@mui/material/colors";
import { esES } from "@mui/material/locale";
import { createTheme, type Theme } from "@mui/material/styles";
import { MOBILE_BREAKPOINT_PX } from "@despacho/domain";

export interface ColourTheme {
  id: string;
  label: string;
  mode: "light" | "dark";
  primary: string;
  secondary: string;
  navbar: string;
  background: string;
}

// Several colour themes the user (guest role included, spec §6) may choose from.
export const COLOUR_THEMES: ColourTheme[] = [
  { id: "default", label: "Despacho", mode: "light", primary: "#1e4fd8", secondary: "#f28c28", navbar: "#111a2e", background: "#f3f5f9" },
  { id: "ocean", label: "Océano", mode: "light", primary: "#00796b", secondary: "#0288d1", navbar: "#08323a", background: "#f1f6f6" },
  { id: "sunset", label: "Atardecer", mode: "light", primary: "#c2410c", secondary: "#7c3aed", navbar: "#2b1710", background: "#faf5f2" },
  { id: "night", label: "Noche", mode: "dark", primary: "#7aa2ff", secondary: "#ffb74d", navbar: "#0b0f19", background: "#121826" },
];

export const DEFAULT_THEME_ID = "default";

export function findColourTheme(id: string | null): ColourTheme {
  return COLOUR_THEMES.find((t) => t.id === id) ?? COLOUR_THEMES[0];
}

declare module "@mui/material/styles" {
  interface Palette {
    navbar: { main: string; contrastText: string };
  }
  interface PaletteOptions {
    navbar?: { main: string; contrastText: string };
  }
}

export function buildTheme(colours: ColourTheme): Theme {
  const dark = colours.mode === "dark";
  return createTheme(
    {
      breakpoints: { values: { xs: 0, sm: MOBILE_BREAKPOINT_PX, md: 900, lg: 1200, xl: 1536 } },
      palette: {
        mode: colours.mode,
        primary: { main: colours.primary },
        secondary: { main: colours.secondary },
        background: { default: colours.background, paper: dark ? "#1a2233" : "#ffffff" },
        navbar: { main: colours.navbar, contrastText: "#e8ecf5" },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: '"Inter", "Roboto", "Segoe UI", system-ui, sans-serif',
        button: { textTransform: "none", fontWeight: 600 },
      },
      components: {
        // Contrast ≥ 4.5:1 on every theme's background: MUI's defaults give 4.47:1 (toggle) and 1.7:1 (avatar).
        MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
        MuiAvatar: { styleOverrides: { colorDefault: { color: "#ffffff", backgroundColor: grey[700] } } },
        // A filled warning (a warning toast) is white on MUI's orange, 3.1:1: a darker orange gives 5:1.
        // MUI's message scrolls (overflow: auto): a long word (an email) made it a scrollable region no keyboard reaches;
        // it wraps instead.
        MuiAlert: {
          styleOverrides: {
            root: ({ ownerState }) =>
              ownerState.variant === "filled" && ownerState.severity === "warning" ? { backgroundColor: "#b45309", color: "#ffffff" } : {},
            message: { overflow: "visible", overflowWrap: "anywhere" },
          },
        },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiCard: { defaultProps: { variant: "outlined" } },
        MuiTextField: { defaultProps: { size: "small" } },
      },
    },
    esES,
  );
}
