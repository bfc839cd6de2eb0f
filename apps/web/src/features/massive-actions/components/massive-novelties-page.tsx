import { Stack, TextField } from "@mui/material";
import { NOVELTY_VALUE_MAX } from "@despacho/domain";
import { useState } from "react";
import { MassiveActionPage } from "./massive-action-page";

/** spec §2.2 /massive-novelties (add_novelty_anywhere): one novelty field added to many services. */
export function MassiveNoveltiesPage() {
  const [name, setName] = useState("");
  const [value, setValue] = useState("");
  const ready = name.trim() !== "" && name.trim().length <= 100 && value.length <= NOVELTY_VALUE_MAX;
  return (
    <MassiveActionPage
      action="novelty"
      title="Novedades masivas"
      subtitle="Agregue una novedad a varios servicios a la vez"
      fields={
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField label="Novedad" value={name} onChange={(e) => setName(e.target.value)} required />
          <TextField label="Detalle" value={value} onChange={(e) => setValue(e.target.value)} sx={{ flex: 1 }} />
        </Stack>
      }
      body={ready ? { fields: { [name.trim()]: value } } : null}
      change={() => (ready ? `Se agregará «${name.trim()}»` : "Indique la novedad")}
    />
  );
}
