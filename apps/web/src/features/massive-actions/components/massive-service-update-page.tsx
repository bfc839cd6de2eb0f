import { Stack, TextField } from "@mui/material";
import { useState } from "react";
import { formatCop } from "@shared/format/money";
import { MassiveActionPage } from "./massive-action-page";

const pesos = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/** spec §2.2 /massive-service-update (change_service): the cost and the required value of many services. */
export function MassiveServiceUpdatePage() {
  const [cost, setCost] = useState("");
  const [value, setValue] = useState("");
  const changes = { calculated_cost: pesos(cost) ?? undefined, required_value: pesos(value) ?? undefined };
  const valid = (cost === "" || pesos(cost) !== null) && (value === "" || pesos(value) !== null) && (cost !== "" || value !== "");
  return (
    <MassiveActionPage
      action="update"
      title="Actualización masiva"
      subtitle="Cambie el costo o el valor requerido de varios servicios a la vez"
      fields={
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            label="Nuevo costo"
            value={cost}
            onChange={(e) => setCost(e.target.value)}
            error={cost !== "" && pesos(cost) === null}
          />
          <TextField
            label="Nuevo valor requerido"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={value !== "" && pesos(value) === null}
          />
        </Stack>
      }
      body={valid ? { changes } : null}
      change={(s) =>
        [
          changes.calculated_cost !== undefined && `Costo ${formatCop(s.calculated_cost)} → ${formatCop(changes.calculated_cost)}`,
          changes.required_value !== undefined && `Valor requerido ${formatCop(s.required_value)} → ${formatCop(changes.required_value)}`,
        ]
          .filter(Boolean)
          .join(" · ") || "Indique el nuevo costo o valor requerido"
      }
    />
  );
}
