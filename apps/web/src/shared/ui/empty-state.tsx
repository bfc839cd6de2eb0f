import InboxOutlinedIcon from "@mui/icons-material/InboxOutlined";
import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Box
      role="status"
      sx={{
        textAlign: "center",
        py: 8,
        px: 2,
        color: "text.secondary",
        border: 1,
        borderColor: "divider",
        borderStyle: "dashed",
        borderRadius: 2,
      }}
    >
      <InboxOutlinedIcon sx={{ fontSize: 48, mb: 1, opacity: 0.6 }} aria-hidden />
      <Typography variant="h6" component="p" color="text.primary">
        {title}
      </Typography>
      {hint && <Typography variant="body2">{hint}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
