import type { Service } from "@despacho/domain";
import { useCallback, useState } from "react";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { notify } from "@shared/ui/toast-store";
import { useCanFinishService } from "../../api/can-finish-service";
import { useSpreadService } from "../../api/spread-service";
import { useUnassignService } from "../../api/unassign-service";
import type { ActionPermissions, DeskAction } from "../service-actions";
import { AssignDialog } from "./assign-dialog";
import { CancelDialog } from "./cancel-dialog";
import { FinishDialog } from "./finish-dialog";
import { ServiceDetailDialog } from "./service-detail/service-detail-dialog";

type ActionState = { action: DeskAction; service: Service } | null;

interface DeskDialogsOptions {
  permissions: ActionPermissions;
}

/**
 * The service dialogs of the desk (spec §2.4): detail underneath, one action dialog on top.
 * Finishing asks can-finish first (spec §4).
 */
export function useDeskDialogs({ permissions }: DeskDialogsOptions) {
  const [detail, setDetail] = useState<{ uuid: string; initial?: Service } | null>(null);
  const [current, setCurrent] = useState<ActionState>(null);
  const canFinish = useCanFinishService();
  const unassign = useUnassignService();
  const spread = useSpreadService();
  const close = useCallback(() => setCurrent(null), []);

  const openDetail = useCallback((service: Service) => setDetail({ uuid: service.uuid, initial: service }), []);
  const runAction = useCallback(
    (action: DeskAction, service: Service) => {
      if (action !== "finish") {
        setCurrent({ action, service });
        return;
      }
      canFinish.mutate(service.uuid, {
        onSuccess: (answer) => {
          if (answer.can_finish) setCurrent({ action, service });
          else notify.warning(answer.reasons.join(". "), `No se puede finalizar el servicio #${service.consecutive}`);
        },
      });
    },
    [canFinish.mutate],
  );

  const element = (
    <>
      {detail && (
        <ServiceDetailDialog
          uuid={detail.uuid}
          initial={detail.initial}
          permissions={permissions}
          onAction={runAction}
          onClose={() => setDetail(null)}
        />
      )}
      {current && (current.action === "assign" || current.action === "reassign") && (
        <AssignDialog mode={current.action} service={current.service} onClose={close} />
      )}
      {current?.action === "cancel" && <CancelDialog service={current.service} onClose={close} />}
      {current?.action === "finish" && <FinishDialog service={current.service} onClose={close} />}
      <ConfirmDialog
        open={current?.action === "unassign"}
        title={`¿Desasignar el servicio #${current?.service.consecutive ?? ""}?`}
        message={
          current?.service.messenger
            ? `Se le quitará a ${current.service.messenger.full_name} y volverá a Por asignar.`
            : "Volverá a Por asignar."
        }
        busy={unassign.isPending}
        onCancel={close}
        onConfirm={() => current && unassign.mutate(current.service, { onSuccess: close })}
      />
      <ConfirmDialog
        open={current?.action === "spread"}
        title={`¿Difundir el servicio #${current?.service.consecutive ?? ""}?`}
        message="Se ofrecerá a los colaboradores disponibles y quedará Pendiente."
        busy={spread.isPending}
        onCancel={close}
        onConfirm={() => current && spread.mutate(current.service, { onSuccess: close })}
      />
    </>
  );

  return { openDetail, runAction, element };
}
