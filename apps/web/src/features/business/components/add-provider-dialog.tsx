import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from "@mui/material";
import { MESSAGES } from "@despacho/domain";
import { useState } from "react";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { LoadError } from "@shared/ui/load-error";
import { useAddProvider, useAvailableProviders } from "../api/logistic-providers";

/** Choose one of the company's headquarters that does not serve the business yet. */
export function AddProviderDialog({ onClose }: { onClose: () => void }) {
  const available = useAvailableProviders({ enabled: true });
  const add = useAddProvider();
  const [chosen, setChosen] = useState("");
  const options = available.data?.results ?? [];
  return (
    <Dialog open onClose={add.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="add-provider-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen) add.mutate(chosen, { onSuccess: onClose });
        }}
      >
        <DialogTitle id="add-provider-title">Agregar proveedor</DialogTitle>
        <DialogContent>
          <DelayedLoader active={available.isPending} label="Cargando sucursales" />
          {available.isError && <LoadError message="No fue posible cargar las sucursales." onRetry={() => available.refetch()} />}
          {available.isSuccess && options.length === 0 ? (
            <Alert severity="info">Ya trabaja con todas las sucursales disponibles.</Alert>
          ) : (
            <TextField
              select
              fullWidth
              label="Sucursal"
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              sx={{ mt: 1 }}
              helperText="Las sucursales de la empresa que pueden atender sus tiendas"
            >
              {options.map((hq) => (
                <MenuItem key={hq.id} value={hq.id}>
                  {hq.name} · {hq.city_name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={add.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!chosen || add.isPending}>
            {add.isPending ? MESSAGES.waitShort : "Agregar"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
