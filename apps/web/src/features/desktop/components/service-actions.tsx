import CampaignOutlinedIcon from "@mui/icons-material/CampaignOutlined";
import CancelOutlinedIcon from "@mui/icons-material/CancelOutlined";
import PersonAddAlt1OutlinedIcon from "@mui/icons-material/PersonAddAlt1Outlined";
import PersonRemoveOutlinedIcon from "@mui/icons-material/PersonRemoveOutlined";
import SwapHorizIcon from "@mui/icons-material/SwapHoriz";
import TaskAltIcon from "@mui/icons-material/TaskAlt";
import type { SvgIconComponent } from "@mui/icons-material";
import { ACTION_PERMISSION, type ActionPermissions, canTransition, type DeskAction, type Service, waitsToOperate } from "@despacho/domain";

export type { ActionPermissions, DeskAction };

export const ACTION_META: Record<DeskAction, { verb: string; icon: SvgIconComponent; color?: "error" | "success" | "primary" }> = {
  assign: { verb: "Asignar", icon: PersonAddAlt1OutlinedIcon, color: "primary" },
  reassign: { verb: "Reasignar", icon: SwapHorizIcon, color: "primary" },
  spread: { verb: "Difundir", icon: CampaignOutlinedIcon },
  unassign: { verb: "Desasignar", icon: PersonRemoveOutlinedIcon },
  finish: { verb: "Finalizar", icon: TaskAltIcon, color: "success" },
  cancel: { verb: "Cancelar", icon: CancelOutlinedIcon, color: "error" },
};

/** 'Asignar servicio 123': the accessible name of an action on one service. */
export const actionLabel = (action: DeskAction, consecutive: number) => `${ACTION_META[action].verb} servicio ${consecutive}`;

const ORDER: DeskAction[] = ["assign", "reassign", "spread", "unassign", "finish", "cancel"];

/**
 * spec §4: what the domain's transitions allow from this status at `now`; a scheduled service must be
 * operable first (domain waitsToOperate). Each action needs its permission (domain ACTION_PERMISSION:
 * assign_service for assignment actions, change_service for finishing and cancelling). The API
 * checks all of it again.
 */
export function allowedActions(service: Service, now: Date, can: ActionPermissions): DeskAction[] {
  return ORDER.filter((action) => {
    if (!canTransition(action, service.status)) return false;
    if (!can[ACTION_PERMISSION[action]]) return false;
    if (waitsToOperate(action, service, now)) return false;
    // Reassigning needs someone to take the service from; without one 'Asignar' is the action.
    if (action === "reassign" && !service.messenger) return false;
    if (action === "assign" && service.messenger) return false;
    return true;
  });
}
