import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ChatOutlinedIcon from "@mui/icons-material/ChatOutlined";
import PaymentsOutlinedIcon from "@mui/icons-material/PaymentsOutlined";
import { Avatar, Box, Button, Chip } from "@mui/material";
import { AFFILIATION_STATUS_LABELS, CHAT_ACCESS, ROUTES } from "@despacho/domain";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { ApiError } from "@despacho/client";
import { useCan } from "@shared/permissions/use-roles";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { useCourier } from "../api/get-courier";
import { useCourierPresence } from "../hooks/use-courier-presence";
import { CourierData } from "./courier-data";
import { CourierMotorcycles } from "./courier-motorcycles";
import { CourierPayments } from "./courier-payments";
import { CourierServiceTypesSection } from "./courier-service-types";
import { CourierServices } from "./courier-services";
import { CourierSettings } from "./courier-settings";
import { CourierStatus } from "./courier-status";
import { PaymentDialog } from "./payment-dialog";
import { RatingStars } from "./rating-stars";

const LIST_OF = {
  affiliated: ROUTES.messengers.path,
  in_disaffiliation: ROUTES.pendingToDisenroll.path,
  disaffiliated: ROUTES.deletedMessengers.path,
};

/** A courier of the headquarter: data, configuration, motorcycles, services and payments. */
export function CourierDetailPage() {
  const { id = "" } = useParams();
  useCourierPresence();
  const courier = useCourier(id);
  const canChange = useCan(["change_messenger"]);
  const canChat = useCan([...CHAT_ACCESS]);
  const [paying, setPaying] = useState(false);

  if (courier.isPending) return <DelayedLoader label="Cargando colaborador" />;
  if (courier.isError) {
    return courier.error instanceof ApiError && courier.error.kind === "not-found" ? (
      <EmptyState title="Colaborador no encontrado" hint="No está afiliado a esta sucursal." />
    ) : (
      <LoadError message="No fue posible cargar el colaborador." onRetry={() => courier.refetch()} />
    );
  }
  const c = courier.data;
  const payButton = canChange && (
    <Button size="small" variant="contained" startIcon={<PaymentsOutlinedIcon />} onClick={() => setPaying(true)}>
      Registrar pago
    </Button>
  );

  return (
    <>
      <Button component={RouterLink} to={LIST_OF[c.affiliation_status]} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        Colaboradores
      </Button>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
        <Avatar src={c.image_url ?? undefined} alt="" aria-hidden sx={{ width: 56, height: 56, mb: 3 }}>
          {c.avatar}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PageHeader
            title={c.full_name}
            actions={
              <>
                <CourierStatus status={c.status} />
                <RatingStars value={c.rating} count={c.rating_counter} />
                <Chip size="small" variant="outlined" label={AFFILIATION_STATUS_LABELS[c.affiliation_status]} />
                {canChat && c.affiliation_status !== "disaffiliated" && (
                  <Button
                    component={RouterLink}
                    to={`${ROUTES.chat.path}?messenger=${encodeURIComponent(c.uuid)}`}
                    size="small"
                    variant="outlined"
                    startIcon={<ChatOutlinedIcon />}
                  >
                    Abrir chat
                  </Button>
                )}
              </>
            }
          />
        </Box>
      </Box>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) minmax(0, 1fr)" } }}>
        <CourierData courier={c} />
        <CourierSettings courier={c} canChange={canChange} />
        <CourierMotorcycles courierId={c.uuid} />
        {c.affiliation_status !== "disaffiliated" && <CourierServiceTypesSection courierId={c.uuid} canChange={canChange} />}
        <Box sx={{ gridColumn: { md: "1 / -1" }, minWidth: 0 }}>
          <CourierPayments courierId={c.uuid} action={payButton} />
        </Box>
        <Box sx={{ gridColumn: { md: "1 / -1" }, minWidth: 0 }}>
          <CourierServices courierId={c.uuid} />
        </Box>
      </Box>
      {paying && <PaymentDialog courier={c} onClose={() => setPaying(false)} />}
    </>
  );
}
