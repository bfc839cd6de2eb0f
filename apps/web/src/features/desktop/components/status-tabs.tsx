import { Tab, Tabs } from "@mui/material";
import { ACTIVE_TAB, type DesktopTab, SERVICE_STATUS_LABELS, SERVICE_STATUSES, type ServiceCounts, tabCount } from "@despacho/domain";

const ACTIVE_LABEL = "Activos";
export const DESK_TABS: DesktopTab[] = [ACTIVE_TAB, ...SERVICE_STATUSES];

export const tabLabel = (tab: DesktopTab) => (tab === ACTIVE_TAB ? ACTIVE_LABEL : SERVICE_STATUS_LABELS[tab]);

/** spec §2.4: tabs by status with live counters; 'Activos' (active_status) first and default. */
export function StatusTabs({
  value,
  counts,
  onChange,
}: {
  value: DesktopTab;
  counts?: ServiceCounts;
  onChange: (tab: DesktopTab) => void;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_, tab: DesktopTab) => onChange(tab)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Estados de servicio"
      // Tight tabs: all eight, 'Cancelado' included, fit a 1366 px screen beside the menu without scrolling.
      sx={{
        borderBottom: 1,
        borderColor: "divider",
        mb: 1.5,
        minHeight: 44,
        "& .MuiTab-root": { minHeight: 44, minWidth: 0, px: 1.25, textTransform: "none" },
      }}
    >
      {DESK_TABS.map((tab) => (
        <Tab key={tab} value={tab} label={counts ? `${tabLabel(tab)} (${tabCount(tab, counts)})` : tabLabel(tab)} data-tab={tab} />
      ))}
    </Tabs>
  );
}
