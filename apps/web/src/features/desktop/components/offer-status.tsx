import { Box, Typography } from "@mui/material";
import { countdownText, type DeskOffer, OFFER_ANSWER_TEXTS, OFFER_MESSAGES } from "@despacho/domain";
import { useNow } from "../hooks/use-now";

/** One open offer: 'Ofrecido a Ana Ríos · 0:27', ticking every second; read out as the time left. */
function OpenOffer({ offer }: { offer: DeskOffer }) {
  const now = useNow(1000);
  const left = countdownText(offer.deadline, now);
  const text = OFFER_MESSAGES.offeredTo(offer.messenger.full_name);
  return (
    <Typography
      variant="caption"
      color="info.main"
      sx={{ fontWeight: 600 }}
      role="timer"
      aria-label={`${text}, quedan ${left} para aceptar`}
    >
      {text} · {left}
    </Typography>
  );
}

/** issue 22: on a waiting service's row, whom the engine offered it to (with the time left) and who answered what. */
export function OfferStatus({ offers }: { offers: readonly DeskOffer[] }) {
  const answered = offers.filter((o) => o.answer !== null && o.answer !== "withdrawn");
  return (
    <Box data-testid="offer-status" sx={{ display: "flex", flexWrap: "wrap", columnGap: 1, minWidth: 0 }}>
      {offers
        .filter((o) => o.answer === null)
        .map((o) => (
          <OpenOffer key={o.uuid} offer={o} />
        ))}
      {answered.map((o) => (
        <Typography key={o.uuid} variant="caption" color="text.secondary">
          {o.messenger.full_name} {OFFER_ANSWER_TEXTS[o.answer ?? "withdrawn"]}
        </Typography>
      ))}
    </Box>
  );
}
