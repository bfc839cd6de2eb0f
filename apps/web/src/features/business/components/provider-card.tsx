import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { Card, CardActions, CardContent, IconButton, Tooltip, Typography } from "@mui/material";
import { type LogisticProvider, PROVIDER_MESSAGES } from "@despacho/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { chosenServiceTypesQueryOptions } from "@shared/api/business-service-types/chosen-service-types";
import { providerServiceTypesQueryOptions } from "@shared/api/service-types/get-service-types";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { useChooseServiceType, useDropServiceType } from "../api/logistic-providers";
import { type Named, TypeChips } from "./type-chips";

interface Props {
  provider: LogisticProvider;
  /** The last provider stays (the server refuses it too). */
  removable: boolean;
  onRemove: () => void;
}

/** A provider with the service types the business uses from it (spec §7 /user-to-service-type/). */
export function ProviderCard({ provider, removable, onRemove }: Props) {
  const chosen = useQuery(chosenServiceTypesQueryOptions(provider.id));
  const all = useQuery(providerServiceTypesQueryOptions(provider.id));
  const choose = useChooseServiceType(provider.id);
  const drop = useDropServiceType(provider.id);
  const [dropping, setDropping] = useState<Named | null>(null);
  const used = chosen.data?.results ?? [];
  const choosable = (all.data ?? []).filter((t) => !used.some((u) => u.service_type.id === t.uuid));
  return (
    <Card component="article" aria-label={provider.name} sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {provider.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {provider.city_name}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
          Tipos de servicio que usa
        </Typography>
        <TypeChips
          label={`Tipos de servicio de ${provider.name}`}
          chips={chosen.data?.results.map((u) => ({ id: u.id, name: u.service_type.name }))}
          empty="Ninguno: agregue los tipos que pedirá a este proveedor"
          options={choosable.map((t) => ({ id: t.uuid, name: t.name }))}
          busy={choose.isPending}
          failed={chosen.isError || all.isError}
          onRetry={() => Promise.all([chosen.refetch(), all.refetch()])}
          onAdd={(id) => choose.mutate(id)}
          onRemove={setDropping}
        />
      </CardContent>
      <CardActions sx={{ justifyContent: "flex-end" }}>
        <Tooltip title={removable ? "Quitar proveedor" : PROVIDER_MESSAGES.lastProvider}>
          <span>
            <IconButton aria-label={`Quitar ${provider.name}`} onClick={onRemove} disabled={!removable}>
              <DeleteOutlineIcon />
            </IconButton>
          </span>
        </Tooltip>
      </CardActions>
      <ConfirmDialog
        open={dropping !== null}
        title={`¿Dejar de usar ${dropping?.name ?? ""} con ${provider.name}?`}
        busy={drop.isPending}
        onCancel={() => setDropping(null)}
        onConfirm={() => dropping && drop.mutate(dropping.id, { onSuccess: () => setDropping(null) })}
      />
    </Card>
  );
}
