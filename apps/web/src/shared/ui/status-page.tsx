import { Box, Button, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface StatusPageProps {
  code: string;
  title: string;
  message: string;
  icon: ReactNode;
  /** Offer a way back home; pointless where home itself leads here. */
  homeLink?: boolean;
}

export function StatusPage({ code, title, message, icon, homeLink = true }: StatusPageProps) {
  return (
    <Box sx={{ minHeight: "60dvh", display: "grid", placeItems: "center", textAlign: "center", p: 3 }}>
      <Box sx={{ maxWidth: 440 }}>
        <Box sx={{ color: "primary.main", "& svg": { fontSize: 72 } }} aria-hidden>
          {icon}
        </Box>
        <Typography variant="overline" color="text.secondary">
          {code}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {message}
        </Typography>
        {homeLink && (
          <Button component={Link} to="/" variant="contained">
            Ir al inicio
          </Button>
        )}
      </Box>
    </Box>
  );
}
