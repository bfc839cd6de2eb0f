import { Autocomplete, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { type CovenantSettings, type CovenantStoreRef, covenantRequestSchema, DEFAULT_COVENANT_SETTINGS } from "@despacho/domain";
import { useState } from "react";
import { ApiError } from "@despacho/client";
import { useBusinessStores } from "@shared/api/business-stores/get-business-stores";
import { useCovenantProviders, useRequestCovenant } from "../api/covenants";
import { CovenantTermsFields } from "./covenant-terms-fields";
import { storeLabel } from "./covenant-text";
import { type Errors, errorsOf, issuesOf } from "./form-errors";

/** Asks another business's store to serve one of mine, with the proposed terms (validated by the domain's schema). */
export function CovenantRequestForm() {
  const stores = useBusinessStores();
  const providers = useCovenantProviders();
  const request = useRequestCovenant();
  const [store, setStore] = useState("");
  const [provider, setProvider] = useState<CovenantStoreRef | null>(null);
  const [settings, setSettings] = useState<CovenantSettings>(DEFAULT_COVENANT_SETTINGS);
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<CovenantSettings>) => setSettings((s) => ({ ...s, ...patch }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = covenantRequestSchema.safeParse({ business_store_id: store, provider_store_id: provider?.id ?? "", settings });
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error));
      return;
    }
    setErrors({});
    request.mutate(parsed.data, {
      onSuccess: () => {
        setProvider(null);
        setSettings(DEFAULT_COVENANT_SETTINGS);
      },
      onError: (error) => error instanceof ApiError && setErrors(errorsOf(error.fields)),
    });
  };

  const storeError = errors.business_store_id && "Elija una de sus tiendas";
  const providerError = errors.provider_store_id && (provider ? errors.provider_store_id : "Elija la tienda proveedora");
  return (
    <Card variant="outlined" component="section" aria-label="Solicitar convenio">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Solicitar convenio
        </Typography>
        <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 560 }}>
          <TextField
            select
            label="Mi tienda"
            value={store}
            onChange={(e) => setStore(e.target.value)}
            error={Boolean(storeError)}
            helperText={storeError || (stores.data?.count === 0 ? "Primero agregue una tienda en «Tiendas»" : " ")}
          >
            {stores.data?.results.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            options={providers.data?.results ?? []}
            loading={providers.isPending}
            value={provider}
            onChange={(_, value) => setProvider(value)}
            getOptionLabel={storeLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText="No hay tiendas de otros negocios en la sucursal"
            renderInput={(params) => (
              <TextField {...params} label="Tienda proveedora" error={Boolean(providerError)} helperText={providerError || " "} />
            )}
          />
          <CovenantTermsFields value={settings} onChange={set} errorOf={(field) => errors[`settings.${field}`]} />
          <Button type="submit" variant="contained" disabled={request.isPending} sx={{ alignSelf: "flex-start" }}>
            Solicitar convenio
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
