import {
  GridFilterInputDate,
  type GridFilterInputDateProps,
  GridFilterInputMultipleSingleSelect,
  GridFilterInputValue,
  type GridFilterModel,
  type GridFilterOperator,
} from "@mui/x-data-grid";
import { SERVICE_STATUSES, type Service, type ServiceStatus, zonedLocalToIso } from "@despacho/domain";
import type { ServiceHistoryFilter } from "../api/get-services";

// spec §2.4 table filters (case-insensitive), answered by the server's `field__lookup` parameters.
const serverSide = (): null => null;

type Lookup = "icontains" | "istartswith" | "iendswith" | "iexact" | "gt" | "lt" | "eq" | "day";
const operator = (value: Lookup, label: string, date = false): GridFilterOperator<Service> => ({
  label,
  value,
  getApplyFilterFn: serverSide,
  InputComponent: date ? (GridFilterInputDate as GridFilterOperator<Service>["InputComponent"]) : GridFilterInputValue,
  InputComponentProps: date
    ? ({ type: value === "day" ? "date" : "datetime-local" } as Partial<GridFilterInputDateProps> as object)
    : undefined,
});

export const textOperators = [
  operator("icontains", "contiene"),
  operator("istartswith", "empieza con"),
  operator("iendswith", "termina con"),
  operator("iexact", "coincide con"),
];
export const numberOperators = [operator("eq", "coincide con"), operator("gt", "mayor que"), operator("lt", "menor que")];
export const dateOperators = [
  operator("day", "coincide con el día", true),
  operator("gt", "posterior a", true),
  operator("lt", "anterior a", true),
];
export const statusIsAnyOf: GridFilterOperator<Service> = {
  label: "es alguno de",
  value: "isAnyOf",
  getApplyFilterFn: serverSide,
  InputComponent: GridFilterInputMultipleSingleSelect,
};

const isStatus = (v: unknown): v is ServiceStatus => typeof v === "string" && (SERVICE_STATUSES as readonly string[]).includes(v);
const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const two = (n: number) => String(n).padStart(2, "0");
/** The "YYYY-MM-DDTHH:mm" typed in the grid's datetime-local input, which the grid read as the browser's time. */
const typedWallClock = (date: Date) =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;

/** The grid's filter model (column filters plus the quick search) as the list query; typed times are the zone's. */
export function toServiceFilter(model: GridFilterModel, zone: string): ServiceHistoryFilter {
  const filter: ServiceHistoryFilter = { lookups: {} };
  const lookups = filter.lookups as Record<string, string>;
  const quick = (model.quickFilterValues ?? []).join(" ").trim();
  if (quick) filter.q = quick.slice(0, 100);
  for (const { field, operator: op, value } of model.items) {
    if (value === undefined || value === null || value === "") continue;
    if (field === "status" && Array.isArray(value)) {
      const statuses = value.filter(isStatus);
      if (statuses.length) filter.status__in = statuses;
    } else if (field === "created_at") {
      const date = asDate(value);
      if (Number.isNaN(date.getTime())) continue;
      // The grid's date input gives UTC midnight of the chosen day.
      if (op === "day") filter.current_date = date.toISOString().slice(0, 10);
      else lookups[`created_at__${op}`] = zonedLocalToIso(zone, typedWallClock(date));
    } else if (op === "eq") {
      const n = Math.trunc(Number(value));
      if (!Number.isFinite(n)) continue;
      lookups[`${field}__gt`] = String(n - 1);
      lookups[`${field}__lt`] = String(n + 1);
    } else {
      const text = String(value).trim().slice(0, 100);
      if (text) lookups[`${field}__${op}`] = text;
    }
  }
  return filter;
}
