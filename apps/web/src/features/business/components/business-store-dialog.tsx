import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from "@mui/material";
import { type BusinessStore, MESSAGES } from "@despacho/domain";
import { Controller, useForm } from "react-hook-form";
import { useCurrentUser } from "@shared/session/use-current-user";
import { CitiesPicker } from "@shared/ui/city-picker";
import { useSaveBusinessStore } from "../api/business-stores";
import { type StoreForm, type StoreOutput, storeFormSchema, storeFormValues } from "../form/store-form";

// spec §4 listing order: 1 ascending by consecutive, otherwise descending.
const LISTING_ORDERS = [
  { value: -1, label: "Más recientes primero" },
  { value: 1, label: "Más antiguos primero" },
] as const;

/** Add or edit a store: name, address, active cities and the listing order of its desk. */
export function BusinessStoreDialog({ store, onClose }: { store: BusinessStore | null; onClose: () => void }) {
  const save = useSaveBusinessStore();
  const countryId = useCurrentUser().data?.company?.country ?? "CO";
  const form = useForm<StoreForm, unknown, StoreOutput>({ resolver: zodResolver(storeFormSchema), defaultValues: storeFormValues(store) });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) => save.mutate({ id: store?.id ?? null, input }, { onSuccess: onClose }));
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="store-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="store-dialog-title">{store ? "Editar tienda" : "Agregar tienda"}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Nombre"
              required
              autoFocus
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
              {...form.register("name")}
            />
            <TextField
              label="Dirección"
              error={Boolean(errors.address)}
              helperText={errors.address?.message}
              {...form.register("address")}
            />
            <Controller
              control={form.control}
              name="active_cities"
              render={({ field }) => (
                <CitiesPicker
                  label="Ciudades activas"
                  countryId={countryId}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.active_cities?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="service_listing_order"
              render={({ field }) => (
                <TextField select label="Orden del escritorio" value={field.value} onChange={(e) => field.onChange(Number(e.target.value))}>
                  {LISTING_ORDERS.map((o) => (
                    <MenuItem key={o.value} value={o.value}>
                      {o.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? MESSAGES.waitShort : "Guardar"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
