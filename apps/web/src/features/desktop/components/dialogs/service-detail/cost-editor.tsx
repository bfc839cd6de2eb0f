import { Box, Button, Stack, TextField } from "@mui/material";
import type { Service } from "@despacho/domain";
import { type FormEvent, useState } from "react";
import { formatCop } from "@shared/format/money";
import { useUpdateService } from "../../../api/update-service";

const valid = (v: string) => /^\d{1,10}$/.test(v);

/** Edits the service's cost and the value to collect, whole pesos. */
export function CostEditor({ service, onDone }: { service: Service; onDone: () => void }) {
  const [cost, setCost] = useState(String(service.calculated_cost));
  const [required, setRequired] = useState(String(service.required_value));
  const update = useUpdateService();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid(cost) || !valid(required)) return;
    update.mutate({ uuid: service.uuid, calculated_cost: Number(cost), required_value: Number(required) }, { onSuccess: onDone });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "flex-start" }}>
      <TextField
        label="Costo del servicio"
        size="small"
        value={cost}
        onChange={(e) => setCost(e.target.value.replace(/\D/g, ""))}
        error={!valid(cost)}
        helperText={valid(cost) ? formatCop(Number(cost)) : "Valor entero en pesos"}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
        autoFocus
      />
      <TextField
        label="Valor a recaudar"
        size="small"
        value={required}
        onChange={(e) => setRequired(e.target.value.replace(/\D/g, ""))}
        error={!valid(required)}
        helperText={valid(required) ? formatCop(Number(required)) : "Valor entero en pesos"}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
      />
      <Stack direction="row" spacing={1} sx={{ pt: 0.5 }}>
        <Button onClick={onDone} disabled={update.isPending}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={update.isPending || !valid(cost) || !valid(required)}>
          Guardar
        </Button>
      </Stack>
    </Box>
  );
}
