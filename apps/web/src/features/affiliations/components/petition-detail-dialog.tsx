import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Avatar,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Rating,
  Stack,
  Typography,
} from "@mui/material";
import {
  type CollaboratorForm,
  type CollaboratorFormInput,
  collaboratorFormSchema,
  type PetitionAction,
  type PetitionDetail,
  NO_RATINGS,
  roundRating,
} from "@despacho/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { formatDateTime } from "@shared/format/date";
import { useRoles } from "@shared/permissions/use-roles";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { LoadError } from "@shared/ui/load-error";
import { useActOnPetition } from "../api/act-on-petition";
import { usePetition } from "../api/get-petition";
import { CollaboratorFields } from "./collaborator-form";
import { canEditCollaborator, PETITION_BUTTONS, petitionButtonsFor } from "./petition-buttons";
import { PetitionStatusChip } from "./petition-status-chip";

/** spec §2.4 request detail: the collaborator's data, the motorcycle to verify with, the actions the rule table allows. */
export function PetitionDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const petition = usePetition(id);
  // The action lives here, above the body that remounts when the request changes: a change heard on the socket
  // before the action's own answer must not drop the answer's callback (the dialog would stay open).
  const act = useActOnPetition();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="petition-dialog-title">
      <DialogTitle id="petition-dialog-title">Detalle de la solicitud</DialogTitle>
      {petition.data ? (
        <PetitionDetailBody key={petition.data.updated_at} petition={petition.data} act={act} onClose={onClose} />
      ) : (
        <DialogContent>
          <DelayedLoader active={petition.isPending} label="Cargando solicitud" />
          {petition.isError && <LoadError message="No fue posible cargar la solicitud." onRetry={() => petition.refetch()} />}
        </DialogContent>
      )}
    </Dialog>
  );
}

const defaultsOf = ({ messenger }: PetitionDetail): CollaboratorFormInput => ({
  nuip: messenger.nuip,
  username: messenger.username,
  first_name: messenger.first_name,
  last_name: messenger.last_name,
  phone_number: messenger.phone_number ?? "",
  email: messenger.email,
  address: messenger.address,
});

interface PetitionDetailBodyProps {
  petition: PetitionDetail;
  act: ReturnType<typeof useActOnPetition>;
  onClose: () => void;
}

function PetitionDetailBody({ petition, act, onClose }: PetitionDetailBodyProps) {
  const { roles } = useRoles();
  const [motorcycle, setMotorcycle] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PetitionAction | null>(null);
  const editable = canEditCollaborator(petition, roles);
  const form = useForm<CollaboratorFormInput, unknown, CollaboratorForm>({
    resolver: zodResolver(collaboratorFormSchema),
    defaultValues: defaultsOf(petition),
  });
  const buttons = petitionButtonsFor(petition, roles);
  const verifying = buttons.some((b) => b.action === "verify");
  const { messenger } = petition;

  // Accepting leaves the request open for its verification; the other actions close it.
  const run = (action: PetitionAction, verification?: Parameters<typeof act.mutate>[0]["verification"]) =>
    act.mutate({ id: petition.id, action, verification }, { onSuccess: () => (action === "accept" ? setConfirming(null) : onClose()) });

  const press = (action: PetitionAction) => {
    if (PETITION_BUTTONS[action].confirm) return setConfirming(action);
    if (action !== "verify") return run(action);
    if (!motorcycle) return;
    if (!editable) return run("verify", { motorcycle });
    void form.handleSubmit((values) => run("verify", { motorcycle, messenger: values }))();
  };

  return (
    <>
      <DialogContent dividers>
        <Stack direction="row" sx={{ alignItems: "center", mb: 2, gap: 2, flexWrap: "wrap" }}>
          <Avatar src={messenger.image_url ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
            {messenger.first_name.charAt(0)}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h6" component="p" sx={{ overflowWrap: "anywhere" }}>
              {messenger.first_name} {messenger.last_name}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              {messenger.rating_counter > 0 ? (
                <>
                  <Rating value={roundRating(messenger.average_rating)} precision={0.5} readOnly size="small" aria-label="Calificación" />
                  <Typography variant="body2" color="text.secondary">
                    ({messenger.rating_counter})
                  </Typography>
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {NO_RATINGS}
                </Typography>
              )}
            </Stack>
          </Box>
          <PetitionStatusChip status={petition.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {petition.is_association ? "Asociación" : "Desasociación"} ·{" "}
          {petition.from_headquarter ? "Enviada por la empresa" : "Recibida del colaborador"} · {formatDateTime(petition.created_at)}
        </Typography>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5, fontWeight: 600 }}>
          Datos del colaborador
        </Typography>
        {!editable && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
            Solo lectura: se corrigen al verificar una solicitud en proceso, con el permiso para cambiar colaboradores.
          </Typography>
        )}
        <form id="collaborator-form" noValidate onSubmit={(e) => e.preventDefault()}>
          <CollaboratorFields control={form.control} editable={editable} />
        </form>
        {verifying && (
          <FormControl sx={{ mt: 3 }} fullWidth>
            <FormLabel id="motorcycle-label">Motocicleta a verificar</FormLabel>
            {petition.motorcycles.length === 0 ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                El colaborador no ha registrado motocicletas.
              </Alert>
            ) : (
              <RadioGroup aria-labelledby="motorcycle-label" value={motorcycle ?? ""} onChange={(e) => setMotorcycle(e.target.value)}>
                {petition.motorcycles.map((m) => (
                  <FormControlLabel
                    key={m.id}
                    value={m.id}
                    control={<Radio />}
                    label={`${m.license_plate} · ${m.brand} ${m.model}${m.color ? ` · ${m.color}` : ""}${m.verified ? " (verificada)" : ""}`}
                  />
                ))}
              </RadioGroup>
            )}
          </FormControl>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose} disabled={act.isPending}>
          Cerrar
        </Button>
        {buttons.map((b) => (
          <Button
            key={b.action}
            variant={b.action === "refuse" || b.action === "cancel" ? "outlined" : "contained"}
            color={b.color}
            disabled={act.isPending || (b.action === "verify" && !motorcycle)}
            onClick={() => press(b.action)}
          >
            {b.label}
          </Button>
        ))}
      </DialogActions>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? (PETITION_BUTTONS[confirming].confirm ?? "") : ""}
        message={`${messenger.first_name} ${messenger.last_name} (${messenger.username})`}
        busy={act.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && run(confirming)}
      />
    </>
  );
}
