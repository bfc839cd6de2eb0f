import { FormControl, FormControlLabel, InputLabel, MenuItem, Select, Stack, Switch, TextField } from "@mui/material";
import type { Tag } from "@despacho/domain";
import { useState } from "react";
import { TagPicker } from "@shared/ui/tag-picker";
import { type UpdateChoice, updateBody, updatePreview } from "../logic/update-preview";
import { MassiveActionPage } from "./massive-action-page";

const pesos = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);
type Verified = "" | "yes" | "no";

/**
 * spec §2.2 /massive-service-update (change_service): what the one-at-a-time edit changes (spec §4: the cost and the
 * required value, the tags, the payment verified), on many services at once.
 */
export function MassiveServiceUpdatePage() {
  const [cost, setCost] = useState("");
  const [value, setValue] = useState("");
  const [retag, setRetag] = useState(false);
  const [tags, setTags] = useState<Tag[]>([]);
  const [verified, setVerified] = useState<Verified>("");
  const choice: UpdateChoice = {
    calculated_cost: pesos(cost) ?? undefined,
    required_value: pesos(value) ?? undefined,
    tags: retag ? tags : undefined,
    is_payment_verified: verified === "" ? undefined : verified === "yes",
  };
  const typed = (cost === "" || pesos(cost) !== null) && (value === "" || pesos(value) !== null);
  return (
    <MassiveActionPage
      action="update"
      title="Actualización masiva"
      subtitle="Cambie el costo, el valor requerido, las etiquetas o el pago verificado de varios servicios a la vez"
      fields={
        <Stack spacing={2}>
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
            <FormControl size="small" sx={{ minWidth: 200 }}>
              <InputLabel id="massive-verified">Pago verificado</InputLabel>
              <Select
                labelId="massive-verified"
                label="Pago verificado"
                value={verified}
                onChange={(e) => setVerified(e.target.value as Verified)}
              >
                <MenuItem value="">Sin cambio</MenuItem>
                <MenuItem value="yes">Sí</MenuItem>
                <MenuItem value="no">No</MenuItem>
              </Select>
            </FormControl>
          </Stack>
          <FormControlLabel control={<Switch checked={retag} onChange={(_, on) => setRetag(on)} />} label="Reemplazar las etiquetas" />
          {retag && <TagPicker label="Etiquetas nuevas (vacío: quitarlas todas)" value={tags} onChange={setTags} />}
        </Stack>
      }
      body={typed ? updateBody(choice) : null}
      change={(s) => updatePreview(s, choice) || "Indique qué cambiar"}
    />
  );
}
