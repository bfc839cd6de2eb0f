import { zodResolver } from "@hookform/resolvers/zod";
import { Autocomplete, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from "@mui/material";
import { type BusinessStore, type BusinessStoreInput, businessStoreInputSchema, MESSAGES } from "@despacho/domain";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { useSaveBusinessStore } from "../api/business-stores";

type StoreForm = z.input<typeof businessStoreInputSchema>;
type StoreOutput = z.output<typeof businessStoreInputSchema>;

// spec §4 listing order: 1 ascending by consecutive, otherwise descending.
const LISTING_ORDERS = [
  { value: -1, label: "Más recientes primero" },
  { value: 1, label: "Más antiguos primero" },
] as const;

/** Add or edit a store: name, address, active cities and the listing order of its desk. */
export function BusinessStoreDialog({ store, onClose }: { store: BusinessStore | null; onClose: () => void }) {
  const save = useSaveBusinessStore();
  const form = useForm<StoreForm, unknown, StoreOutput>({
    resolver: zodResolver(businessStoreInputSchema),
    defaultValues: {
      name: store?.name ?? "",
      address: store?.address ?? "",
      active_cities: store?.active_cities ?? [],
      service_listing_order: store?.service_listing_order ?? -1,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input: BusinessStoreInput) => save.mutate({ id: store?.id ?? null, input }, { onSuccess: onClose }));
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
                <Autocomplete
                  multiple
                  freeSolo
                  options={[]}
                  value={field.value ?? []}
                  onChange={(_, cities) => field.onChange(cities.map((c) => c.trim()).filter(Boolean))}
                  renderValue={(cities, getItemProps) =>
                    cities.map((city, index) => {
                      const { key, ...props } = getItemProps({ index });
                      return <Chip key={key} label={city} size="small" {...props} />;
                    })
                  }
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="Ciudades activas"
                      error={Boolean(errors.active_cities)}
                      helperText={errors.active_cities?.message ?? "Escriba una ciudad y presione Enter"}
                    />
                  )}
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
