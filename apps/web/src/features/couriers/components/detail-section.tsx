import { Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A titled block of the courier detail. */
export function DetailSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2.5, minWidth: 0 }}>
      <Typography
        id={id}
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, mb: 1.5, display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}
      >
        {title}
        {action}
      </Typography>
      {children}
    </Paper>
  );
}
