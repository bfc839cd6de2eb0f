import { Box, Paper, Typography } from "@mui/material";

/** A row of headline figures above a report's table (e.g. 'Ganado $ 45.000'). */
export function FigureCards({ figures, label }: { figures: { label: string; value: string }[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: "none",
        p: 0,
        m: 0,
        mb: 2,
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "1fr 1fr", md: `repeat(${figures.length}, 1fr)` },
      }}
    >
      {figures.map((figure) => (
        <Paper component="li" variant="outlined" key={figure.label} sx={{ p: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
            {figure.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
