import { Box } from "@mui/material";
import { COLLABORATOR_LIMITS, type CollaboratorForm, type CollaboratorFormInput } from "@despacho/domain";
import type { Control } from "react-hook-form";
import { FormTextField } from "@shared/ui/form-text-field";

const L = COLLABORATOR_LIMITS;
const FIELDS: { name: keyof CollaboratorFormInput; label: string; type?: string; max?: number }[] = [
  { name: "nuip", label: "Documento (NUIP)", max: L.nuip },
  { name: "username", label: "Usuario", max: L.username },
  { name: "first_name", label: "Nombres", max: L.first_name },
  { name: "last_name", label: "Apellidos", max: L.last_name },
  { name: "phone_number", label: "Teléfono", type: "tel", max: L.phone_number },
  { name: "email", label: "Correo electrónico", type: "email" },
  { name: "address", label: "Dirección", max: L.address },
];

const nullWhenEmpty = (text: string) => (text === "" ? null : text);

/** spec §5 collaborator data: read-only unless the request is in progress and the user has change_messenger. */
export function CollaboratorFields({
  control,
  editable,
}: {
  control: Control<CollaboratorFormInput, unknown, CollaboratorForm>;
  editable: boolean;
}) {
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      {FIELDS.map((field) => (
        <FormTextField
          key={field.name}
          control={control}
          name={field.name}
          label={field.label}
          type={field.type}
          size="small"
          fullWidth
          parse={field.name === "nuip" || field.name === "address" ? nullWhenEmpty : undefined}
          format={(value) => value ?? ""}
          slotProps={{ htmlInput: { maxLength: field.max, readOnly: !editable } }}
          sx={field.name === "address" ? { gridColumn: { sm: "1 / -1" } } : undefined}
        />
      ))}
    </Box>
  );
}
