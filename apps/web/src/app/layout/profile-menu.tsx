import LogoutIcon from "@mui/icons-material/Logout";
import PersonOutlineIcon from "@mui/icons-material/PersonOutlineOutlined";
import SettingsOutlinedIcon from "@mui/icons-material/SettingsOutlined";
import { Avatar, Box, Divider, IconButton, ListItemIcon, ListItemText, MenuItem, MenuList, Popover, Typography } from "@mui/material";
import { ROUTES } from "@despacho/domain";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useLogout } from "@features/auth/api/logout";
import { useCan, useRoles } from "@shared/permissions/use-roles";
import { showsServiceModeInMenu } from "@shared/service-mode/service-mode-control";
import { ServiceModeSelect } from "@shared/service-mode/service-mode-select";
import { useCurrentUser } from "@shared/session/use-current-user";

/** spec §2.3: Perfil, Configuración (with view_configuration_menu), Cerrar Sesión, and the service mode (not on /configuration). */
export function ProfileMenu() {
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const logout = useLogout();
  const canConfigure = useCan(ROUTES.configuration.auth);
  const { roles } = useRoles();
  const showsMode = showsServiceModeInMenu(roles, useLocation().pathname);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  if (!user) return null;

  return (
    <>
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label="Menú de perfil" aria-haspopup="menu" sx={{ p: 0.5 }}>
        <Avatar src={user.image_url ?? user.business?.image_url ?? undefined} alt="" sx={{ width: 34, height: 34 }}>
          {user.first_name.charAt(0)}
        </Avatar>
      </IconButton>
      {/* A popover rather than a Menu: the service-mode select may not sit inside role="menu"; the actions stay a menu. */}
      <Popover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { minWidth: 260, maxWidth: "calc(100vw - 32px)" } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.full_name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.business?.name ?? user.company?.name}
          </Typography>
        </Box>
        <Divider />
        {showsMode && (
          <Box sx={{ px: 2, py: 1.5 }}>
            <ServiceModeSelect fullWidth onSaved={close} />
          </Box>
        )}
        {showsMode && <Divider />}
        <MenuList autoFocusItem={Boolean(anchor)} aria-label="Menú de perfil">
          <MenuItem component={Link} to={ROUTES.profile.path} onClick={close}>
            <ListItemIcon>
              <PersonOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Perfil</ListItemText>
          </MenuItem>
          {canConfigure && (
            <MenuItem component={Link} to={ROUTES.configuration.path} onClick={close}>
              <ListItemIcon>
                <SettingsOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>Configuración</ListItemText>
            </MenuItem>
          )}
          <MenuItem
            onClick={() => {
              close();
              logout.mutate(undefined, { onSettled: () => navigate(ROUTES.login.path, { replace: true }) });
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Cerrar Sesión</ListItemText>
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
