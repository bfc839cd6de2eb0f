import CircleIcon from "@mui/icons-material/Circle";
import { Alert, Avatar, Badge, Box, Chip, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, Typography } from "@mui/material";
import {
  ACTIVE_TAB,
  LIST_LIMIT_MAX,
  MESSENGER_STATUS,
  messengerStanding,
  SERVICE_STATUS_LABELS,
  type Service,
  type ServiceStatus,
} from "@despacho/domain";
import { useMemo, useState } from "react";
import { useMessengers } from "@shared/api/messengers/get-messengers";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { useDeskServices } from "../api/get-desk-services";
import { useGroupedByCollaborator } from "../api/get-grouped-by-collaborator";
import type { ActionPermissions, DeskAction } from "./service-actions";
import { ServiceList } from "./service-list";

interface MessengersViewProps {
  q: string;
  permissions: ActionPermissions;
  onAction: (action: DeskAction, service: Service) => void;
  onOpen: (service: Service) => void;
}

/** spec §2.4 'messengers' mode: couriers with their active services; one courier's services beside. */
export function MessengersView({ q, permissions, onAction, onOpen }: MessengersViewProps) {
  const messengers = useMessengers({ q: q || undefined, limit: LIST_LIMIT_MAX });
  const groups = useGroupedByCollaborator();
  const [selected, setSelected] = useState<string | null>(null);
  const services = useDeskServices({ tab: ACTIVE_TAB, q: "", currentDate: null, messenger: selected }, selected !== null);

  const rows = useMemo(() => {
    const byMessenger = new Map((groups.data?.results ?? []).map((g) => [g.messenger.uuid, g]));
    return (messengers.data?.results ?? [])
      .map((m) => ({ messenger: m, group: byMessenger.get(m.uuid) }))
      .sort(
        (a, b) =>
          (b.group?.count ?? 0) - (a.group?.count ?? 0) ||
          Number(b.messenger.status === MESSENGER_STATUS.online) - Number(a.messenger.status === MESSENGER_STATUS.online) ||
          a.messenger.full_name.localeCompare(b.messenger.full_name, "es"),
      );
  }, [messengers.data, groups.data]);
  const list = useMemo(() => services.data?.pages.flatMap((p) => p.results) ?? [], [services.data]);
  const chosen = rows.find((r) => r.messenger.uuid === selected)?.messenger;

  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "320px minmax(0, 1fr)" }, gap: 2 }}>
      <Box sx={{ border: 1, borderColor: "divider", borderRadius: 2, bgcolor: "background.paper", overflow: "hidden" }}>
        <DelayedLoader active={messengers.isPending} label="Cargando colaboradores" />
        {messengers.data?.results.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            No hay colaboradores{q ? ` que coincidan con «${q}»` : ""}.
          </Typography>
        )}
        <List
          aria-label="Colaboradores"
          dense
          sx={{ maxHeight: { xs: 320, md: "calc(100dvh - 330px)" }, minHeight: 200, overflowY: "auto", py: 0 }}
        >
          {rows.map(({ messenger, group }) => {
            const online = messenger.status === MESSENGER_STATUS.online;
            return (
              <ListItem key={messenger.uuid} disablePadding divider>
                <ListItemButton
                  selected={messenger.uuid === selected}
                  aria-current={messenger.uuid === selected ? "true" : undefined}
                  onClick={() => setSelected(messenger.uuid)}
                  data-testid="messenger-row"
                >
                  <ListItemAvatar>
                    <Badge
                      overlap="circular"
                      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
                      badgeContent={
                        <CircleIcon sx={{ fontSize: 12, color: online ? "success.main" : "grey.500" }} titleAccess={messenger.status} />
                      }
                    >
                      <Avatar src={messenger.image_url ?? undefined} alt="" aria-hidden sx={{ width: 36, height: 36, fontSize: 14 }}>
                        {messenger.avatar}
                      </Avatar>
                    </Badge>
                  </ListItemAvatar>
                  <ListItemText
                    primary={messenger.full_name}
                    secondary={
                      group
                        ? Object.entries(group.statuses)
                            .map(([status, n]) => `${SERVICE_STATUS_LABELS[status as ServiceStatus] ?? status}: ${n}`)
                            .join(" · ")
                        : messengerStanding(messenger)
                    }
                  />
                  <Chip size="small" label={group?.count ?? 0} color={group ? "primary" : "default"} aria-hidden />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {!selected && <EmptyState title="Elige un colaborador" hint="Verás aquí sus servicios activos." />}
        {selected && (
          <>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              Servicios activos de {chosen?.full_name ?? "colaborador"}
            </Typography>
            <DelayedLoader active={services.isPending} label="Cargando servicios" />
            {services.isError && !services.data && <Alert severity="error">No fue posible cargar los servicios.</Alert>}
            {services.data && list.length === 0 && <EmptyState title="Sin servicios activos" />}
            {list.length > 0 && (
              <ServiceList
                services={list}
                groupByCollaborator={false}
                permissions={permissions}
                onAction={onAction}
                onOpen={onOpen}
                onNearEnd={services.hasNextPage && !services.isFetchingNextPage ? () => void services.fetchNextPage() : undefined}
                label={`Servicios de ${chosen?.full_name ?? "colaborador"}`}
                height={{ xs: "60dvh", md: "calc(100dvh - 360px)" }}
              />
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
