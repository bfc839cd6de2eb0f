import { Button, Stack } from "@mui/material";
import { type Covenant, MESSAGES } from "@despacho/domain";
import { useState } from "react";
import { useRoles } from "@shared/permissions/use-roles";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { PageHeader } from "@shared/ui/page-header";
import { useAnswerCovenant, useCancelCovenant } from "../api/covenants";
import { useCovenantLiveUpdates } from "../hooks/use-covenant-live-updates";
import { CovenantList } from "./covenant-list";
import { CovenantRequestForm } from "./covenant-request-form";
import { counterpart, storeLabel } from "./covenant-text";

type Pending = { covenant: Covenant; action: "refuse" | "cancel" };

/**
 * spec §2.2 /covenants/request: a business asks another business's store, answers what was asked of its stores and
 * withdraws what it asked; the headquarter's staff see the requests waiting for an answer (decision 011).
 */
export function CovenantRequestPage() {
  const { isBusiness } = useRoles();
  useCovenantLiveUpdates();
  return isBusiness ? <BusinessRequests /> : <StaffRequests />;
}

function StaffRequests() {
  return (
    <>
      <PageHeader
        title="Solicitudes de convenio"
        subtitle="Solicitudes entre las tiendas de la sucursal; las responde el negocio proveedor"
      />
      <CovenantList
        title="Esperando respuesta"
        empty="No hay solicitudes esperando respuesta"
        query={{ status: "pending", is_active: "true" }}
      />
    </>
  );
}

function BusinessRequests() {
  const answer = useAnswerCovenant();
  const cancel = useCancelCovenant();
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const busy = answer.isPending || cancel.isPending;
  const done = { onSuccess: () => setConfirming(null) };
  const confirm = () => {
    if (!confirming) return;
    if (confirming.action === "refuse") answer.mutate({ id: confirming.covenant.id, accepted: false }, done);
    else cancel.mutate(confirming.covenant.id, done);
  };
  return (
    <>
      <PageHeader title="Solicitudes de convenio" subtitle="Convenios entre sus tiendas y las de otros negocios de la sucursal" />
      <Stack spacing={4}>
        <CovenantRequestForm />
        <CovenantList
          title="Solicitudes recibidas"
          empty="No hay solicitudes por responder"
          query={{ side: "provider", status: "pending" }}
          actions={(covenant) => (
            <>
              <Button
                variant="contained"
                disabled={busy}
                aria-label={`Aceptar ${storeLabel(counterpart(covenant))}`}
                onClick={() => answer.mutate({ id: covenant.id, accepted: true })}
              >
                Aceptar
              </Button>
              <Button
                color="error"
                disabled={busy}
                aria-label={`Rechazar ${storeLabel(counterpart(covenant))}`}
                onClick={() => setConfirming({ covenant, action: "refuse" })}
              >
                Rechazar
              </Button>
            </>
          )}
        />
        <CovenantList
          title="Solicitudes enviadas"
          empty="No tiene solicitudes esperando respuesta"
          query={{ side: "client", status: "pending", is_active: "true" }}
          actions={(covenant) => (
            <Button
              color="error"
              disabled={busy}
              aria-label={`Cancelar ${storeLabel(counterpart(covenant))}`}
              onClick={() => setConfirming({ covenant, action: "cancel" })}
            >
              Cancelar
            </Button>
          )}
        />
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.action === "refuse" ? MESSAGES.covenantRefuseConfirm : MESSAGES.covenantCancelConfirm}
        message={confirming ? storeLabel(counterpart(confirming.covenant)) : undefined}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </>
  );
}
