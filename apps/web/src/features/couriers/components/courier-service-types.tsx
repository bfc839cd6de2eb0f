import { Autocomplete, Box, Button, Chip, Stack, TextField, Typography } from "@mui/material";
import type { CourierServiceTypes } from "@despacho/domain";
import { useState } from "react";
import { useServiceTypes } from "@shared/api/service-types/get-service-types";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { LoadError } from "@shared/ui/load-error";
import { useCourierServiceTypes, useSetCourierServiceTypes } from "../api/courier-service-types";
import { DetailSection } from "./detail-section";

const ALL_TYPES = "Puede tomar todos los tipos de servicio.";

/** issue 22: the service types the courier may take in the headquarter (none chosen: all); the assignment engine follows it. */
export function CourierServiceTypesSection({ courierId, canChange }: { courierId: string; canChange: boolean }) {
  const chosen = useCourierServiceTypes(courierId);
  return (
    <DetailSection title="Tipos de servicio">
      {chosen.isPending && <DelayedLoader label="Cargando tipos de servicio" />}
      {chosen.isError && <LoadError message="No fue posible cargar los tipos de servicio." onRetry={() => chosen.refetch()} />}
      {chosen.data &&
        (canChange ? (
          <ServiceTypesForm courierId={courierId} chosen={chosen.data} key={chosen.dataUpdatedAt} />
        ) : (
          <ChosenTypes chosen={chosen.data} />
        ))}
    </DetailSection>
  );
}

function ChosenTypes({ chosen }: { chosen: CourierServiceTypes }) {
  if (chosen.service_types.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {ALL_TYPES}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
      {chosen.service_types.map((t) => (
        <Chip key={t.id} label={t.name} size="small" />
      ))}
    </Box>
  );
}

type Option = { id: string; name: string };

function ServiceTypesForm({ courierId, chosen }: { courierId: string; chosen: CourierServiceTypes }) {
  const types = useServiceTypes();
  const save = useSetCourierServiceTypes(courierId);
  const [value, setValue] = useState<Option[]>(chosen.service_types);
  const dirty = value.map((t) => t.id).join() !== chosen.service_types.map((t) => t.id).join();
  const options: Option[] = types.data?.map((t) => ({ id: t.uuid, name: t.name })) ?? chosen.service_types;

  return (
    <Stack spacing={1.5}>
      <Autocomplete
        multiple
        options={options}
        value={value}
        loading={types.isPending}
        disabled={save.isPending}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(o, v) => o.id === v.id}
        onChange={(_, next) => setValue(next)}
        noOptionsText="No hay tipos de servicio"
        loadingText="Cargando…"
        renderInput={(params) => (
          <TextField
            {...params}
            label="Tipos de servicio"
            helperText={
              types.isError ? "No fue posible cargar los tipos de servicio de la sucursal." : "Sin ninguno elegido, puede tomar todos."
            }
            error={types.isError}
          />
        )}
      />
      <Box>
        <Button variant="outlined" onClick={() => save.mutate(value.map((t) => t.id))} disabled={!dirty || save.isPending}>
          Guardar tipos
        </Button>
      </Box>
    </Stack>
  );
}
