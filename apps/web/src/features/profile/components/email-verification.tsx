import MarkEmailReadOutlinedIcon from "@mui/icons-material/MarkEmailReadOutlined";
import { Box, Button, Chip, Typography } from "@mui/material";
import { MESSAGES, type User } from "@despacho/domain";
import { notify } from "@shared/ui/toast-store";
import { useSendVerificationEmail } from "../api/send-verification-email";

export function EmailVerification({ user }: { user: User }) {
  const send = useSendVerificationEmail();
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
      <Box sx={{ flex: "1 1 220px", minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          Correo electrónico
        </Typography>
        <Typography sx={{ overflowWrap: "anywhere" }}>{user.email}</Typography>
      </Box>
      <Chip
        size="small"
        color={user.email_verified ? "success" : "warning"}
        label={user.email_verified ? "Verificado" : "Sin verificar"}
        variant="outlined"
      />
      {!user.email_verified && (
        <Button
          variant="outlined"
          startIcon={<MarkEmailReadOutlinedIcon />}
          disabled={send.isPending}
          onClick={() => send.mutate(user.email, { onSuccess: ({ detail }) => notify.success(detail) })}
        >
          {send.isPending ? MESSAGES.sendingMail : "Enviar correo de verificación"}
        </Button>
      )}
    </Box>
  );
}
