import { Card, CardContent, Stack, Typography } from "@mui/material";
import { type Covenant, LIST_LIMIT_MAX } from "@despacho/domain";
import type { ReactNode } from "react";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { type CovenantFilters, useCovenants } from "../api/covenants";
import { covenantTitle, termsLabel } from "./covenant-text";

interface CovenantListProps {
  title: string;
  empty: string;
  query: CovenantFilters;
  /** What the caller may do with each (nothing for staff, who only read them). */
  actions?: (covenant: Covenant) => ReactNode;
}

/** A titled list of covenants (one page of 100: pending requests are few), each with its actions. */
export function CovenantList({ title, empty, query, actions }: CovenantListProps) {
  const covenants = useCovenants({ ...query, limit: LIST_LIMIT_MAX });
  return (
    <Stack component="section" aria-label={title} spacing={1.5}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <DelayedLoader active={covenants.isPending} label={`Cargando ${title.toLowerCase()}`} />
      {covenants.isError && <LoadError message="No fue posible cargar los convenios." onRetry={() => covenants.refetch()} />}
      {covenants.data?.count === 0 && <EmptyState title={empty} />}
      {covenants.data?.results.map((covenant) => (
        <Card key={covenant.id} variant="outlined" component="article" aria-label={covenantTitle(covenant)}>
          <CardContent sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", "&:last-child": { pb: 2 } }}>
            <Stack sx={{ flex: "1 1 260px", minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{covenantTitle(covenant)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {covenant.side === "client" && `Para ${covenant.business_store.name} · `}
                {covenant.side === "provider" && `Proveedor: ${covenant.provider_store.name} · `}
                {termsLabel(covenant)}
              </Typography>
            </Stack>
            {actions && (
              <Stack direction="row" spacing={1}>
                {actions(covenant)}
              </Stack>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
