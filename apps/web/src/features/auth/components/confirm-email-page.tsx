import LinkOffIcon from "@mui/icons-material/LinkOff";
import MarkEmailReadOutlinedIcon from "@mui/icons-material/MarkEmailReadOutlined";
import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { StatusPage } from "@shared/ui/status-page";
import { useConfirmEmail } from "../api/confirm-email";
import { confirmFailureMessage } from "./confirm-email-outcome";

/** Issue 19: the public page of the link mailed to a new email address; opening it confirms the change once. */
export function ConfirmEmailPage() {
  const { token = "" } = useParams();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const sent = useRef(false);

  useEffect(() => {
    // The link is single-use: one call even when React runs the effect twice.
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  if (confirm.isSuccess) {
    return <StatusPage code="Correo" title="Correo confirmado" message={confirm.data.detail} icon={<MarkEmailReadOutlinedIcon />} />;
  }
  if (confirm.isError) {
    return (
      <StatusPage
        code="Correo"
        title="No se pudo confirmar el correo"
        message={confirmFailureMessage(confirm.error)}
        icon={<LinkOffIcon />}
      />
    );
  }
  return <DelayedLoader label="Confirmando correo" />;
}
