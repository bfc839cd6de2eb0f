import { Alert, Button, Stack, Typography } from "@mui/material";
import { type Motorcycle, MOTORCYCLE_LIMITS, motorcycleInputSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { courierApi, QUERY_KEYS } from "../api";
import { fieldErrorsOf, refusedFields } from "../forms/field-errors";
import { type FieldSpec, FormFields } from "../forms/form-fields";
import { useForm } from "../forms/use-form";
import { messageOf } from "../hooks";
import { navigate } from "../router";
import { motorcycleValues, parsedMotorcycle } from "./motorcycle-values";

const FIELDS: FieldSpec[] = [
  { name: "license_plate", label: "Placa", required: true, maxLength: MOTORCYCLE_LIMITS.license_plate, autoComplete: "off" },
  { name: "brand", label: "Marca", required: true, maxLength: MOTORCYCLE_LIMITS.brand },
  { name: "model", label: "Modelo", required: true, maxLength: MOTORCYCLE_LIMITS.model },
  { name: "line", label: "Línea", maxLength: MOTORCYCLE_LIMITS.line },
  { name: "color", label: "Color", maxLength: MOTORCYCLE_LIMITS.color },
  { name: "cylindrical", label: "Cilindraje (c.c.)", type: "number" },
  { name: "insurance_start_date", label: "Inicio del SOAT", type: "date" },
  { name: "insurance_expiration_date", label: "Vencimiento del SOAT", type: "date" },
  { name: "techno_mechanical_start_date", label: "Inicio de la revisión técnico-mecánica", type: "date" },
  { name: "techno_mechanical_expiration_date", label: "Vencimiento de la revisión técnico-mecánica", type: "date" },
];

/** Adds a motorcycle, or changes one no headquarter verified yet (spec §3 Motorcycle), checked by the domain's schema. */
export function MotorcycleForm({ motorcycle }: { motorcycle?: Motorcycle }) {
  const queryClient = useQueryClient();
  const form = useForm(motorcycleValues(motorcycle));
  const save = useMutation({
    mutationFn: (input: Parameters<typeof courierApi.addMotorcycle>[0]) =>
      motorcycle ? courierApi.updateMotorcycle(motorcycle.id, input) : courierApi.addMotorcycle(input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.motorcycles });
      navigate("/perfil");
    },
    onError: (error) => form.setErrors(refusedFields(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = motorcycleInputSchema.safeParse(parsedMotorcycle(form.values));
    if (!parsed.success) return form.setErrors(fieldErrorsOf(parsed.error.issues));
    save.mutate(parsed.data);
  };
  const title = motorcycle ? `Motocicleta ${motorcycle.license_plate}` : "Nueva motocicleta";
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-labelledby="motorcycle-form-title">
      <Typography id="motorcycle-form-title" variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      <FormFields fields={FIELDS} values={form.values} errors={form.errors} onChange={form.change} />
      {save.error && !Object.keys(refusedFields(save.error)).length && <Alert severity="error">{messageOf(save.error)}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
        {motorcycle ? "Guardar cambios" : "Agregar motocicleta"}
      </Button>
      <Button variant="outlined" size="large" onClick={() => navigate("/perfil")}>
        Cancelar
      </Button>
    </Stack>
  );
}
