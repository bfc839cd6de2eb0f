import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import { type CourierOffer, OFFER_MESSAGES } from "@despacho/domain";
import { useEffect, useState } from "react";
import { formatCop } from "../format";
import { useOffers, useOutbox } from "../hooks";
import { outbox } from "../outbox/courier-outbox";

const secondsLeft = (deadline: string, now: number) => Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));

function useNow() {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return now;
}

function OfferCard({ offer, now }: { offer: CourierOffer; now: number }) {
  const left = secondsLeft(offer.deadline, now);
  const answer = (verb: "accept" | "refuse", label: string) =>
    void outbox.add({
      label: `${label} la oferta del servicio #${offer.service.consecutive}`,
      method: "POST",
      path: `/courier/offers/${offer.uuid}/${verb}/`,
    });
  const { bundle } = offer;
  const acceptAll = (uuid: string, stops: number) =>
    void outbox.add({
      label: `${OFFER_MESSAGES.acceptBundle(stops)} servicios ofrecidos juntos`,
      method: "POST",
      path: `/courier/offer-bundles/${uuid}/accept/`,
    });
  return (
    <Paper
      component="article"
      aria-label={`Oferta del servicio #${offer.service.consecutive}`}
      variant="outlined"
      sx={{ p: 2, borderWidth: 2, borderColor: "primary.main" }}
    >
      <Stack spacing={1}>
        <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline" }}>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 800 }}>
            Servicio #{offer.service.consecutive}
          </Typography>
          <Typography
            sx={{ fontWeight: 800, fontSize: "1.4rem", color: left <= 10 ? "error.main" : "text.primary" }}
            aria-label={`Quedan ${left} segundos`}
          >
            {left} s
          </Typography>
        </Box>
        {bundle && (
          <Typography sx={{ fontWeight: 700, color: "primary.main" }}>{OFFER_MESSAGES.stopOf(bundle.stop, bundle.stops)}</Typography>
        )}
        <Typography>
          <strong>Recoger:</strong> {offer.service.origin}
        </Typography>
        {offer.service.destination && (
          <Typography>
            <strong>Entregar:</strong> {offer.service.destination}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 700 }}>{formatCop(offer.service.calculated_cost)}</Typography>
        <Stack direction="row" spacing={1}>
          <Button fullWidth variant="outlined" color="inherit" onClick={() => answer("refuse", "Rechazar")}>
            Rechazar
          </Button>
          <Button fullWidth variant="contained" color="secondary" onClick={() => answer("accept", "Aceptar")}>
            Aceptar
          </Button>
        </Stack>
        {bundle?.stop === 1 && (
          <Button fullWidth variant="contained" color="primary" onClick={() => acceptAll(bundle.uuid, bundle.stops)}>
            {OFFER_MESSAGES.acceptBundle(bundle.stops)}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Offers with a countdown to their deadline (the server decides a late answer and says so). */
export function OffersList({ enabled }: { enabled: boolean }) {
  const offers = useOffers(enabled);
  const waiting = useOutbox();
  const now = useNow();
  const answered = new Set(waiting.map((entry) => entry.path.split("/")[3]));
  const open = (offers.data ?? []).filter(
    (offer) => !answered.has(offer.uuid) && !answered.has(offer.bundle?.uuid ?? "") && secondsLeft(offer.deadline, now) > 0,
  );
  if (!enabled || open.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="offers-title" spacing={1.5}>
      <Typography id="offers-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
        Ofertas
      </Typography>
      {open.map((offer) => (
        <OfferCard key={offer.uuid} offer={offer} now={now} />
      ))}
    </Stack>
  );
}
