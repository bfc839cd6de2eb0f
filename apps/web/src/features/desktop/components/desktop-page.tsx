import SearchIcon from "@mui/icons-material/Search";
import { Box, FormControlLabel, InputAdornment, Switch, TextField, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import {
  ACTIVE_TAB,
  type BulkResult,
  type DesktopTab,
  MESSAGES,
  SEARCH_DEBOUNCE_MS,
  SERVICE_PERMISSIONS,
  sameProviderError,
  type Tag,
  zonedDate,
} from "@despacho/domain";
import { useCallback, useMemo, useState } from "react";
import { displayTimeZone } from "@shared/format/time-zone";
import { useDebouncedValue } from "@shared/hooks/use-debounced-value";
import { useCan, useRoles } from "@shared/permissions/use-roles";
import { ProviderChoice } from "@shared/ui/provider-choice";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { DayPicker } from "@shared/ui/day-picker";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { PageHeader } from "@shared/ui/page-header";
import { TagPicker } from "@shared/ui/tag-picker";
import { notify } from "@shared/ui/toast-store";
import { LoadError } from "@shared/ui/load-error";
import { type DeskFilter, useDeskServices } from "../api/get-desk-services";
import { useListingOrder } from "../api/get-listing-order";
import { useServiceCounts } from "../api/get-service-counts";
import { useUnassignMultiple } from "../api/unassign-multiple";
import { useDesktopLiveUpdates } from "../hooks/use-desktop-live-updates";
import { type DesktopMode, useDesktopMode } from "../hooks/use-desktop-mode";
import { BulkResultDialog } from "./dialogs/bulk-result-dialog";
import { useDeskDialogs } from "./dialogs/desk-dialogs";
import { AssignDialog } from "./dialogs/assign-dialog";
import { MassBar, type MassControl, MassControlSelect } from "./mass-control";
import { MessengersView } from "./messengers-view";
import { allowedActions } from "./service-actions";
import { ServiceList } from "./service-list";
import { StatusTabs, tabLabel } from "./status-tabs";

const LIST_HEIGHT = { xs: "70dvh", md: "max(360px, calc(100dvh - 350px))" };

/** spec §2.4 Desktop (/desktop): the dispatch desk. */
export function DesktopPage() {
  useDesktopLiveUpdates();
  useListingOrder();
  const canAssign = useCan(SERVICE_PERMISSIONS.assign);
  const { isBusiness } = useRoles();
  const canChange = useCan(SERVICE_PERMISSIONS.change);
  const permissions = useMemo(() => ({ assign: canAssign, change: canChange }), [canAssign, canChange]);

  const [storedMode, setMode] = useDesktopMode();
  // A business profile never reads couriers (their list, positions): its desk lists services only.
  const mode: DesktopMode = isBusiness ? "services" : storedMode;
  const [tab, setTab] = useState<DesktopTab>(ACTIVE_TAB);
  const [grouping, setGrouping] = useState(false);
  const [searchInput, setSearchInput] = useState("");
  const q = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  // Today in the headquarter's zone; the shell renders the desk again when the zone changes.
  const [date, setDate] = useState(() => zonedDate(displayTimeZone()));
  const currentDate = date || null;
  const [tags, setTags] = useState<Tag[]>([]);
  const [massControl, setMassControl] = useState<MassControl>("no-selected");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [massDialog, setMassDialog] = useState<"assign" | "unassign" | null>(null);
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);

  const filter: DeskFilter = useMemo(() => ({ tab, q, currentDate, messenger: null, tags }), [tab, q, currentDate, tags]);
  const counts = useServiceCounts(currentDate);
  const services = useDeskServices(filter, mode === "services");
  const dialogs = useDeskDialogs({ permissions });
  const unassignMany = useUnassignMultiple();

  const shown = useMemo(() => {
    // Live inserts may briefly repeat a row a later page also brings: keep the first.
    const seen = new Set<string>();
    return (services.data?.pages.flatMap((p) => p.results) ?? []).filter((s) => !seen.has(s.uuid) && seen.add(s.uuid));
  }, [services.data]);

  const massAction = massControl === "no-selected" ? null : massControl;
  const eligible = useMemo(() => {
    if (!massAction) return [];
    const now = new Date();
    return shown.filter((s) => allowedActions(s, now, permissions).includes(massAction));
  }, [shown, massAction, permissions]);
  const chosen = useMemo(() => eligible.filter((s) => selected.has(s.uuid)), [eligible, selected]);

  const toggle = useCallback((uuid: string) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(uuid)) next.add(uuid);
      return next;
    });
  }, []);
  const resetSelection = () => setSelected(new Set());
  const changeTab = (next: DesktopTab) => {
    setTab(next);
    resetSelection();
  };
  const changeMode = (next: DesktopMode | null) => {
    if (next) setMode(next);
  };

  const bulkDone = (result: BulkResult) => {
    setMassDialog(null);
    resetSelection();
    if (result.updated.length > 0) notify.success(MESSAGES.updated);
    if (result.refused.length > 0) setBulkResult(result);
  };
  const consecutiveOf = useCallback((uuid: string) => shown.find((s) => s.uuid === uuid)?.consecutive, [shown]);

  const fetchMore = useCallback(() => {
    if (services.hasNextPage && !services.isFetchingNextPage) void services.fetchNextPage();
  }, [services.hasNextPage, services.isFetchingNextPage, services.fetchNextPage]);

  const total = services.data?.pages.at(-1)?.count;

  return (
    <>
      <PageHeader
        title="Escritorio"
        subtitle={
          mode === "services" && total !== undefined ? `${total} ${total === 1 ? "servicio" : "servicios"} en ${tabLabel(tab)}` : undefined
        }
        actions={
          !isBusiness && (
            <ToggleButtonGroup
              value={mode}
              exclusive
              size="small"
              onChange={(_, v: DesktopMode | null) => changeMode(v)}
              aria-label="Modo del escritorio"
            >
              <ToggleButton value="services">Servicios</ToggleButton>
              <ToggleButton value="messengers">Colaboradores</ToggleButton>
            </ToggleButtonGroup>
          )
        }
      />

      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center", mb: 1.5 }}>
        <TextField
          type="search"
          size="small"
          placeholder={mode === "services" ? "Consecutivo, cliente o teléfono" : "Nombre del colaborador"}
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          sx={{ flex: { xs: "1 1 100%", sm: "1 1 280px" }, maxWidth: { sm: 380 } }}
          slotProps={{
            htmlInput: { "aria-label": mode === "services" ? "Buscar servicio" : "Buscar colaborador", maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {mode === "services" && (
          <>
            {isBusiness && <ProviderChoice size="small" sx={{ width: { xs: "100%", sm: 200 } }} />}
            <DayPicker
              label="Fecha"
              value={date}
              onChange={(day) => {
                setDate(day);
                resetSelection();
              }}
              helperText={date ? undefined : "Todas las fechas"}
              sx={{ width: { xs: "calc(56% - 6px)", sm: 200 } }}
            />
            {canAssign && (
              <MassControlSelect
                value={massControl}
                onChange={(v) => {
                  setMassControl(v);
                  resetSelection();
                }}
              />
            )}
            <FormControlLabel
              control={<Switch checked={grouping} onChange={(e) => setGrouping(e.target.checked)} />}
              label="Agrupar por colaborador"
            />
          </>
        )}
      </Box>

      {mode === "messengers" ? (
        <MessengersView q={q} permissions={permissions} onAction={dialogs.runAction} onOpen={dialogs.openDetail} />
      ) : (
        <>
          <StatusTabs value={tab} counts={counts.data} onChange={changeTab} />

          <Box sx={{ maxWidth: { sm: 480 }, mb: 1.5 }}>
            <TagPicker
              label="Filtrar por etiquetas"
              size="small"
              unlimited
              value={tags}
              onChange={(chosen) => {
                setTags(chosen);
                resetSelection();
              }}
            />
          </Box>

          {massAction && (
            <MassBar
              control={massAction}
              selectedCount={chosen.length}
              eligibleCount={eligible.length}
              onSelectAll={(all) => setSelected(all ? new Set(eligible.map((s) => s.uuid)) : new Set())}
              onRun={() => {
                // spec §5: a business user assigns together only services of one provider.
                const providerError = isBusiness && massAction === "assign" ? sameProviderError(chosen) : null;
                if (providerError) notify.error(providerError);
                else setMassDialog(massAction);
              }}
              busy={unassignMany.isPending}
            />
          )}

          <DelayedLoader active={services.isPending} label="Cargando servicios" />
          {services.isError && !services.data && (
            <LoadError message="No fue posible cargar los servicios." onRetry={() => services.refetch()} />
          )}
          {services.data && shown.length === 0 && (
            <EmptyState
              title={q ? `No hay servicios que coincidan con «${q}»` : `No hay servicios en ${tabLabel(tab)}`}
              hint={currentDate ? "Prueba con otra fecha o borra la fecha para ver todos los días." : undefined}
            />
          )}
          {shown.length > 0 && (
            <ServiceList
              services={shown}
              groupByCollaborator={grouping}
              permissions={permissions}
              mass={massAction ? { action: massAction, selected, onToggle: toggle } : undefined}
              onAction={dialogs.runAction}
              onOpen={dialogs.openDetail}
              onNearEnd={fetchMore}
              height={LIST_HEIGHT}
              showOffers={!isBusiness}
            />
          )}
          {services.isFetchingNextPage && (
            <Typography variant="caption" color="text.secondary" role="status" sx={{ display: "block", mt: 1 }}>
              Cargando más servicios…
            </Typography>
          )}
        </>
      )}

      {dialogs.element}
      {massDialog === "assign" && <AssignDialog mode="mass" services={chosen} onDone={bulkDone} onClose={() => setMassDialog(null)} />}
      <ConfirmDialog
        open={massDialog === "unassign"}
        title={`¿Desasignar ${chosen.length} servicios?`}
        message={chosen.map((s) => `#${s.consecutive}`).join(", ")}
        busy={unassignMany.isPending}
        onCancel={() => setMassDialog(null)}
        onConfirm={() => unassignMany.mutate({ services: chosen.map((s) => s.uuid) }, { onSuccess: bulkDone })}
      />
      {bulkResult && <BulkResultDialog result={bulkResult} consecutiveOf={consecutiveOf} onClose={() => setBulkResult(null)} />}
    </>
  );
}
