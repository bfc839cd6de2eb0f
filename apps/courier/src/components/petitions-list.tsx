import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Typography } from "@mui/material";
import {
  type CourierPetitionAction,
  courierActionsFor,
  PETITION_STATUS_LABELS,
  type Petition,
  type PetitionStatus,
} from "@despacho/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { courierApi, QUERY_KEYS } from "../api";
import { messageOf } from "../hooks";

/** Where each request stands, said to the courier (the statuses' names are the domain's). */
const NEXT_STEP: Partial<Record<PetitionStatus, string>> = {
  waiting: "La sucursal aún no responde.",
  in_progress: "La sucursal aceptó tu solicitud: verificará tus datos y elegirá una de tus motocicletas.",
  linked: "Ya perteneces a esta sucursal.",
};
const BUTTONS: Record<CourierPetitionAction, string> = { accept: "Aceptar invitación", cancel: "Cancelar solicitud", refuse: "Rechazar" };
/** Cancelling or refusing cannot be undone: asked first. */
const CONFIRM: Partial<Record<CourierPetitionAction, string>> = {
  cancel: "¿Cancelar tu solicitud a",
  refuse: "¿Rechazar la invitación de",
};

/** The courier's affiliation requests, followed every half minute: where each stands and what the courier may do. */
export function PetitionsList() {
  const queryClient = useQueryClient();
  const petitions = useQuery({ queryKey: QUERY_KEYS.petitions, queryFn: courierApi.petitions, refetchInterval: 30_000 });
  // A request answered may have made the courier one of the headquarter's: the profile (and the home) follow it.
  useEffect(() => {
    if (petitions.dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.profile });
  }, [petitions.dataUpdatedAt, queryClient]);
  const [asking, setAsking] = useState<{ petition: Petition; action: CourierPetitionAction } | null>(null);
  const act = useMutation({
    mutationFn: ({ petition, action }: { petition: Petition; action: CourierPetitionAction }) =>
      courierApi.actOnPetition(petition.id, action),
    onSettled: () => {
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.petitions });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.profile });
    },
  });
  const run = (petition: Petition, action: CourierPetitionAction) =>
    CONFIRM[action] ? setAsking({ petition, action }) : act.mutate({ petition, action });

  if (petitions.error) return <Alert severity="error">{messageOf(petitions.error)}</Alert>;
  if (!petitions.data?.length) return null;
  return (
    <Stack component="section" aria-labelledby="petitions-title" spacing={1.5}>
      <Typography id="petitions-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
        Mis solicitudes
      </Typography>
      {act.error && <Alert severity="error">{messageOf(act.error)}</Alert>}
      {petitions.data.map((petition) => (
        <Paper
          key={petition.id}
          component="article"
          aria-label={`Solicitud a ${petition.headquarter.name}`}
          variant="outlined"
          sx={{ p: 2 }}
        >
          <Typography sx={{ fontWeight: 800 }}>{petition.headquarter.name}</Typography>
          <Typography>
            {petition.is_association ? "Afiliación" : "Desafiliación"} · {PETITION_STATUS_LABELS[petition.status]}
          </Typography>
          {NEXT_STEP[petition.status] && <Typography color="text.secondary">{NEXT_STEP[petition.status]}</Typography>}
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {courierActionsFor(petition).map((action) => (
              <Button
                key={action}
                variant={action === "accept" ? "contained" : "outlined"}
                color={action === "accept" ? "primary" : "error"}
                disabled={act.isPending}
                onClick={() => run(petition, action)}
              >
                {BUTTONS[action]}
              </Button>
            ))}
          </Stack>
        </Paper>
      ))}
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="petition-confirm-title">
        <DialogTitle id="petition-confirm-title">{asking && `${CONFIRM[asking.action]} ${asking.petition.headquarter.name}?`}</DialogTitle>
        <DialogContent>
          <Typography>No podrás deshacerlo; podrás enviar una nueva solicitud después.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Volver</Button>
          <Button color="error" variant="contained" disabled={act.isPending} onClick={() => asking && act.mutate(asking)}>
            {asking && BUTTONS[asking.action]}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
