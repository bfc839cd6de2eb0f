import { Box, Rating, Typography } from "@mui/material";
import { NO_RATINGS, roundRating, shownRating } from "@despacho/domain";

const oneDecimal = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });

/**
 * spec §5: stars in half steps (a fraction above .5 shows as .5, any other value as it is); a courier nobody has
 * rated yet (count 0) reads 'Sin calificaciones' instead of stars beside '(0)'.
 */
export function RatingStars({ value, count }: { value: number; count?: number }) {
  const shown = count === undefined ? roundRating(value) : shownRating(value, count);
  if (shown === null) {
    return (
      <Typography component="span" variant="caption" color="text.secondary">
        {NO_RATINGS}
      </Typography>
    );
  }
  const label = `Calificación ${oneDecimal.format(shown)} de 5`;
  return (
    <Box sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
      <Rating value={shown} precision={0.1} readOnly size="small" getLabelText={() => label} />
      {count !== undefined && (
        <Typography component="span" variant="caption" color="text.secondary">
          ({count})
        </Typography>
      )}
    </Box>
  );
}
