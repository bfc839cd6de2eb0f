import { zodResolver } from "@hookform/resolvers/zod";
import { capitalize, type Employment, type EmploymentInput, employmentInputSchema, EMPLOYMENT_NAME_MAX } from "@despacho/domain";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "@shared/ui/form-dialog";
import { FormTextField } from "@shared/ui/form-text-field";
import { useCreateEmployment } from "../api/create-employment";
import { useUpdateEmployment } from "../api/update-employment";

interface EmploymentDialogProps {
  /** The employment to edit; absent to add a new one. */
  employment?: Employment;
  onClose: () => void;
}

/** spec §2.4 / §5: 'Digita el nombre del cargo'; Guardar disabled while empty; capitalised as typed. */
export function EmploymentDialog({ employment, onClose }: EmploymentDialogProps) {
  const create = useCreateEmployment();
  const update = useUpdateEmployment();
  const pending = create.isPending || update.isPending;
  const form = useForm<EmploymentInput, unknown, z.output<typeof employmentInputSchema>>({
    resolver: zodResolver(employmentInputSchema),
    defaultValues: { name: employment?.name ?? "" },
  });
  const name = useWatch({ control: form.control, name: "name" });

  const submit = form.handleSubmit((values) => {
    const options = { onSuccess: onClose };
    if (employment) update.mutate({ id: employment.id, ...values }, options);
    else create.mutate(values, options);
  });

  return (
    <FormDialog title="Digita el nombre del cargo" onSubmit={submit} onClose={onClose} pending={pending} canSubmit={name.trim() !== ""}>
      <FormTextField
        control={form.control}
        name="name"
        parse={capitalize}
        label="Nombre"
        autoFocus
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { maxLength: EMPLOYMENT_NAME_MAX } }}
      />
    </FormDialog>
  );
}
