import { Alert, Stack } from "@mui/material";
import type { CourierProfile } from "@despacho/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { OffersList } from "../components/offers-list";
import { OnlineCard } from "../components/online-card";
import { ServicesList } from "../components/services-list";
import { messageOf } from "../hooks";

type Affiliation = CourierProfile["affiliations"][number];

// Only a courier of no headquarter yet needs the form (and its text fields): loaded then.
const JoinCard = lazy(() => import("../components/join-card").then((m) => ({ default: m.JoinCard })));

/** The day's screen: connected or not, the offers with their countdown, and the services in hand. */
export function HomeScreen({ profile, headquarter }: { profile: UseQueryResult<CourierProfile>; headquarter: Affiliation | null }) {
  if (profile.error) return <Alert severity="error">{messageOf(profile.error)}</Alert>;
  if (!profile.data) return null;
  if (!headquarter)
    return (
      <Suspense fallback={null}>
        <JoinCard />
      </Suspense>
    );
  return (
    <Stack spacing={2}>
      <OnlineCard headquarter={headquarter} />
      <OffersList enabled={headquarter.is_online} />
      <ServicesList />
    </Stack>
  );
}
