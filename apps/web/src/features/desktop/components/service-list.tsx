import { Box, Typography, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { type DeskOffer, isOperable, type Service } from "@despacho/domain";
import { memo, useCallback, useMemo, useRef } from "react";
import { useDeskOffers } from "../api/get-desk-offers";
import { useElementWidth } from "../hooks/use-element-width";
import { useNow } from "../hooks/use-now";
import { type ActionPermissions, allowedActions, type DeskAction } from "./service-actions";
import { ROW_HEIGHT, ServiceRow } from "./service-row";
import { VirtualList } from "./virtual-list";

const HEADER_HEIGHT = 40;
/** Below this width a row stacks and wraps its texts instead of cutting them on one line. */
const COMPACT_BELOW_PX = 840;
const NO_COURIER = "Sin colaborador";

type Item = { kind: "header"; key: string; title: string; count: number } | { kind: "service"; key: string; service: Service };

export interface MassSelection {
  /** Only services this action may apply to get a checkbox that can be ticked. */
  action: DeskAction;
  selected: ReadonlySet<string>;
  onToggle: (uuid: string) => void;
}

interface ServiceListProps {
  services: Service[];
  groupByCollaborator: boolean;
  permissions: ActionPermissions;
  mass?: MassSelection;
  onAction: (action: DeskAction, service: Service) => void;
  onOpen: (service: Service) => void;
  onNearEnd?: () => void;
  label?: string;
  height: string | Record<string, string>;
  /** Whether the rows show the dispatch engine's offers (a business profile reads no couriers). */
  showOffers?: boolean;
}

function grouped(services: Service[]): Item[] {
  const groups = new Map<string, { title: string; services: Service[] }>();
  for (const service of services) {
    const key = service.messenger?.uuid ?? "";
    const group = groups.get(key) ?? { title: service.messenger?.full_name ?? NO_COURIER, services: [] };
    group.services.push(service);
    groups.set(key, group);
  }
  // Unassigned first (they need someone), then couriers by name.
  const ordered = [...groups.entries()].sort(([a, ga], [b, gb]) => (a === "" ? -1 : b === "" ? 1 : ga.title.localeCompare(gb.title, "es")));
  return ordered.flatMap(([key, group]) => [
    { kind: "header" as const, key: `h-${key}`, title: group.title, count: group.services.length },
    ...group.services.map((service) => ({ kind: "service" as const, key: service.uuid, service })),
  ]);
}

interface DeskRowProps {
  service: Service;
  permissions: ActionPermissions;
  now: Date;
  compact: boolean;
  offers: readonly DeskOffer[] | undefined;
  massAction: DeskAction | null;
  selected: boolean;
  onToggle?: (uuid: string) => void;
  onAction: (action: DeskAction, service: Service) => void;
  onOpen: (service: Service) => void;
}

/** Primitive props only, so scrolling renders just the rows that come into view. */
const DeskRow = memo(function DeskRow({
  service,
  permissions,
  now,
  compact,
  offers,
  massAction,
  selected,
  onToggle,
  onAction,
  onOpen,
}: DeskRowProps) {
  const operable = isOperable(service, now);
  const actions = allowedActions(service, now, permissions);
  return (
    <ServiceRow
      service={service}
      actions={actions}
      operable={operable}
      now={now}
      compact={compact}
      offers={offers}
      selection={massAction && onToggle ? { selected, selectable: actions.includes(massAction), onToggle } : undefined}
      onAction={onAction}
      onOpen={onOpen}
    />
  );
});

/** The desk's windowed list of services, optionally grouped by courier. */
export function ServiceList({
  services,
  groupByCollaborator,
  permissions,
  mass,
  onAction,
  onOpen,
  onNearEnd,
  label = "Servicios",
  height,
  showOffers = false,
}: ServiceListProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const theme = useTheme();
  const wideScreen = useMediaQuery(theme.breakpoints.up("md"));
  // The row's layout follows the room the list has (the collaborators mode's pane is narrower than the screen).
  const compact = width === null ? !wideScreen : width < COMPACT_BELOW_PX;
  const now = useNow();
  const offers = useDeskOffers(showOffers);
  const rowHeight = compact ? ROW_HEIGHT.mobile : ROW_HEIGHT.desktop;
  const items = useMemo<Item[]>(
    () => (groupByCollaborator ? grouped(services) : services.map((service) => ({ kind: "service", key: service.uuid, service }))),
    [services, groupByCollaborator],
  );
  const heightOf = useCallback((item: Item) => (item.kind === "header" ? HEADER_HEIGHT : rowHeight), [rowHeight]);
  const keyOf = useCallback((item: Item) => item.key, []);

  const render = (item: Item) => {
    if (item.kind === "header") {
      return (
        <Box
          sx={{
            height: HEADER_HEIGHT,
            display: "flex",
            alignItems: "center",
            gap: 1,
            px: 1.5,
            bgcolor: "action.hover",
            borderBottom: 1,
            borderColor: "divider",
          }}
        >
          <Typography variant="subtitle2" component="h3" data-testid="collaborator-group">
            {item.title} ({item.count})
          </Typography>
        </Box>
      );
    }
    return (
      <DeskRow
        service={item.service}
        permissions={permissions}
        now={now}
        compact={compact}
        offers={offers.get(item.service.uuid)}
        massAction={mass?.action ?? null}
        selected={mass?.selected.has(item.service.uuid) ?? false}
        onToggle={mass?.onToggle}
        onAction={onAction}
        onOpen={onOpen}
      />
    );
  };

  return (
    <Box ref={box}>
      <VirtualList
        items={items}
        heightOf={heightOf}
        measureRows={compact}
        keyOf={keyOf}
        render={render}
        onNearEnd={onNearEnd}
        label={label}
        sx={{ height, border: 1, borderColor: "divider", borderRadius: 2, bgcolor: "background.paper" }}
      />
    </Box>
  );
}
