import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Box, Button, Stack } from "@mui/material";
import { isActiveStatus, type Service } from "@despacho/domain";
import { useState } from "react";
import { formatCop } from "@shared/format/money";
import { SurchargesDialog } from "../surcharges-dialog";
import { CostEditor } from "./cost-editor";
import { Field, Section } from "./detail-layout";

/** Cost, value to collect and total; the surcharges behind them; editable until finished or cancelled. */
export function ServiceCosts({ service, canChange }: { service: Service; canChange: boolean }) {
  const [editing, setEditing] = useState(false);
  const [showSurcharges, setShowSurcharges] = useState(false);
  const canEdit = canChange && isActiveStatus(service.status);
  return (
    <Section
      title="Costos"
      action={
        !editing && (
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setShowSurcharges(true)}>
              Ver recargos
            </Button>
            {canEdit && (
              <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
                Editar costos
              </Button>
            )}
          </Stack>
        )
      }
    >
      {editing ? (
        <CostEditor service={service} onDone={() => setEditing(false)} />
      ) : (
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 2 }}>
          <Field label="Costo del servicio" value={formatCop(service.calculated_cost)} />
          <Field label="Valor a recaudar" value={formatCop(service.required_value)} />
          <Field label="Total" value={formatCop(service.calculated_cost + service.required_value)} />
        </Box>
      )}
      <SurchargesDialog service={service} open={showSurcharges} onClose={() => setShowSurcharges(false)} />
    </Section>
  );
}
