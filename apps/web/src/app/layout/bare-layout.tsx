import LocalShippingOutlinedIcon from "@mui/icons-material/LocalShippingOutlined";
import LogoutIcon from "@mui/icons-material/Logout";
import { AppBar, Box, Button, Toolbar, Typography } from "@mui/material";
import { ROUTES } from "@despacho/domain";
import { Outlet, useNavigate } from "react-router";
import { useLogout } from "@features/auth/api/logout";
import { useSession } from "@shared/session/use-session";
import { ThemePicker } from "../theme/theme-picker";

/** Pages shown outside the shell: headquarter choice, and the status pages without a full session. */
export function BareLayout() {
  const navigate = useNavigate();
  const { access } = useSession();
  const logout = useLogout();
  return (
    <Box sx={{ minHeight: "100dvh", bgcolor: "background.default" }}>
      <AppBar position="static" elevation={0} sx={{ bgcolor: "navbar.main", color: "navbar.contrastText" }}>
        <Toolbar sx={{ gap: 1.5 }}>
          <LocalShippingOutlinedIcon aria-hidden />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700, flex: 1 }}>
            Despacho
          </Typography>
          <ThemePicker />
          {access && (
            <Button
              color="inherit"
              startIcon={<LogoutIcon />}
              onClick={() => logout.mutate(undefined, { onSettled: () => navigate(ROUTES.login.path, { replace: true }) })}
            >
              Cerrar Sesión
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Outlet />
    </Box>
  );
}
