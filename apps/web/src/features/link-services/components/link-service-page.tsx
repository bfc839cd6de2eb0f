import LinkOffIcon from "@mui/icons-material/LinkOff";
import LocalShippingOutlinedIcon from "@mui/icons-material/LocalShippingOutlined";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Button, Container, MenuItem, Paper, Stack, TextField, Typography } from "@mui/material";
import {
  LINK_SERVICE_MESSAGES,
  type LinkServiceFormInfo,
  type LinkServiceRequest,
  type LinkServiceRequestInput,
  linkServiceRequestSchema,
  trackingUrl,
} from "@despacho/domain";
import { ApiError } from "@despacho/client";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { useParams } from "react-router";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { FormTextField } from "@shared/ui/form-text-field";
import { LoadError } from "@shared/ui/load-error";
import { useLinkForm, useRequestService } from "../api/link-form";
import { forgetLinkForm, keepLinkForm, restoredLinkForm } from "./link-form-storage";
import { LinkLocations } from "./link-locations";

const isTokenFailure = (error: unknown) => error instanceof ApiError && error.code === "LINK_NOT_AVAILABLE";

/** spec §2.4: the link page's token-failure state (unknown, revoked or expired link). */
function TokenFailure() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }} data-testid="link-token-failure">
      <LinkOffIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="h1" sx={{ mt: 1 }}>
        {LINK_SERVICE_MESSAGES.tokenFailure}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Pida un enlace nuevo a quien se lo envió.
      </Typography>
    </Paper>
  );
}

function LinkServiceForm({ token, info }: { token: string; info: LinkServiceFormInfo }) {
  const request = useRequestService();
  const form = useForm<LinkServiceRequestInput, unknown, LinkServiceRequest>({
    resolver: zodResolver(linkServiceRequestSchema),
    defaultValues: restoredLinkForm(token),
  });

  // spec §3: the form is kept between visits.
  useEffect(() => {
    const subscription = form.watch((values) => keepLinkForm(values as LinkServiceRequestInput));
    return () => subscription.unsubscribe();
  }, [form]);

  // spec §4: every field becomes touched on a submit attempt (handleSubmit validates them all and shows each error).
  // The server validates the form as typed (required_value "" becomes "0" there too).
  const submit = form.handleSubmit(() =>
    request.mutate(form.getValues(), {
      onSuccess: (answer) => {
        forgetLinkForm(token);
        window.location.assign(trackingUrl(window.location.origin, answer.tracking_token));
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const f of error.fields) form.setError(f.field as "name", { type: "server", message: f.message });
      },
    }),
  );

  if (isTokenFailure(request.error)) return <TokenFailure />;
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <FormTextField control={form.control} name="name" label="Nombre" required fullWidth autoComplete="name" />
        <FormTextField control={form.control} name="phone_number" label="Teléfono" required fullWidth type="tel" autoComplete="tel" />
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Tipo de servicio"
              required
              fullWidth
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {info.service_types.map((t) => (
                <MenuItem key={t.uuid} value={t.uuid}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {info.payment_methods.length > 0 && (
          <Controller
            control={form.control}
            name="payment_method"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Método de pago"
                required
                fullWidth
                value={field.value ?? ""}
                onChange={(e) => field.onChange(e.target.value || null)}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {info.payment_methods.map((m) => (
                  <MenuItem key={m.uuid} value={m.uuid}>
                    {m.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        <FormTextField
          control={form.control}
          name="required_value"
          label="Valor requerido (COP)"
          fullWidth
          helperText="Déjelo vacío si no necesita que el mensajero lleve dinero"
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
        <LinkLocations form={form} bounds={info.bounds} />
        {request.error && !isTokenFailure(request.error) && request.error instanceof ApiError && request.error.fields.length === 0 && (
          <Alert severity="error">{request.error.message}</Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={request.isPending}>
          Solicitar servicio
        </Button>
      </Stack>
    </Box>
  );
}

/** spec §2.1, §2.4: the public page a customer requests a service from, with nothing but the link. */
export function LinkServicePage() {
  const { token = "" } = useParams();
  const info = useLinkForm(token);
  return (
    <Box sx={{ minHeight: "100dvh", bgcolor: "background.default", py: 3 }}>
      <Container maxWidth="sm" component="main">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 2 }}>
          <LocalShippingOutlinedIcon color="primary" aria-hidden />
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              Solicitar servicio
            </Typography>
            {info.data && (
              <Typography color="text.secondary">
                {info.data.name} · {info.data.headquarter}
              </Typography>
            )}
          </Box>
        </Stack>
        <DelayedLoader active={info.isPending} label="Cargando formulario" />
        {info.isError &&
          (isTokenFailure(info.error) ? (
            <TokenFailure />
          ) : (
            <LoadError message="No fue posible cargar el formulario." onRetry={() => info.refetch()} />
          ))}
        {info.data && <LinkServiceForm token={token} info={info.data} />}
      </Container>
    </Box>
  );
}
