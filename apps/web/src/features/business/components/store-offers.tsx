import { Typography } from "@mui/material";
import { type BusinessStore, PROVIDER_MESSAGES } from "@despacho/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { chosenServiceTypesQueryOptions } from "@shared/api/business-service-types/chosen-service-types";
import { storeOffersQueryOptions } from "@shared/api/business-store-offers/store-offers";
import { useSession } from "@shared/session/use-session";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { useOfferServiceType, useWithdrawOffer } from "../api/store-offers";
import { type Named, TypeChips } from "./type-chips";

/**
 * The service types a store offers, among those the business chose with the selected provider
 * (spec §7 /service-type-user-to-business-store/); a store that offers none offers them all.
 */
export function StoreOffers({ store }: { store: BusinessStore }) {
  const provider = useSession().headquarter ?? "";
  const offers = useQuery(storeOffersQueryOptions(store.id));
  const chosen = useQuery({ ...chosenServiceTypesQueryOptions(provider), enabled: provider !== "" });
  const offer = useOfferServiceType(store.id);
  const withdraw = useWithdrawOffer(store.id);
  const [withdrawing, setWithdrawing] = useState<Named | null>(null);
  const offered = offers.data?.results ?? [];
  const addable = (chosen.data?.results ?? []).filter((c) => !offered.some((o) => o.user_to_service_type === c.id));
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {PROVIDER_MESSAGES.offersTitle}
      </Typography>
      <TypeChips
        label={`Tipos de servicio de ${store.name}`}
        chips={offers.data?.results.map((o) => ({ id: o.id, name: o.service_type.name }))}
        empty={PROVIDER_MESSAGES.offersEmpty}
        options={addable.map((c) => ({ id: c.id, name: c.service_type.name }))}
        busy={offer.isPending}
        failed={offers.isError || chosen.isError}
        onRetry={() => Promise.all([offers.refetch(), chosen.refetch()])}
        onAdd={(id) => offer.mutate(id)}
        onRemove={setWithdrawing}
      />
      <ConfirmDialog
        open={withdrawing !== null}
        title={PROVIDER_MESSAGES.offerWithdrawConfirm(withdrawing?.name ?? "", store.name)}
        busy={withdraw.isPending}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing.id, { onSuccess: () => setWithdrawing(null) })}
      />
    </>
  );
}
