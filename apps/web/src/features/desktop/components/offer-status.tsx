import { Box, Button, Typography } from "@mui/material";
import { countdownText, type DeskOffer, OFFER_ANSWER_TEXTS, OFFER_MESSAGES } from "@despacho/domain";
import { useReofferService } from "../api/reoffer-service";
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

/** A courier who accepted but is not coming closer to the origin, and the one click that offers the service again. */
function StalledOffer({ offer, canReoffer }: { offer: DeskOffer; canReoffer: boolean }) {
  const reoffer = useReofferService();
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
      <Typography variant="caption" color="warning.main" sx={{ fontWeight: 600 }}>
        {OFFER_MESSAGES.stalled(offer.messenger.full_name)}
      </Typography>
      {canReoffer && (
        <Button
          size="small"
          variant="text"
          disabled={reoffer.isPending}
          onClick={() => reoffer.mutate(offer.service)}
          sx={{ py: 0, minWidth: 0 }}
        >
          {OFFER_MESSAGES.reoffer}
        </Button>
      )}
    </Box>
  );
}

/**
 * issue 22: on a waiting service's row, whom the engine offered it to (with the time left) and who answered what; on an
 * assigned one, its courier when they stalled.
 */
export function OfferStatus({ offers, canReoffer }: { offers: readonly DeskOffer[]; canReoffer: boolean }) {
  const answered = offers.filter((o) => o.answer !== null && o.answer !== "withdrawn" && o.stalled_at === null);
  return (
    <Box data-testid="offer-status" sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 1, minWidth: 0 }}>
      {offers
        .filter((o) => o.stalled_at !== null)
        .map((o) => (
          <StalledOffer key={o.uuid} offer={o} canReoffer={canReoffer} />
        ))}
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
