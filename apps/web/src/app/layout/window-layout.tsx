import { Box } from "@mui/material";
import { Outlet } from "react-router";
import { useSession } from "@shared/session/session-store";
import { useRealtime } from "../realtime/use-realtime";

/** spec §2.2 /mapWindow: a screen in a window of its own, the whole window for it (no menu, toolbar or chat). */
export function WindowLayout() {
  const { headquarter } = useSession();
  useRealtime(headquarter, "staff");
  return (
    <Box component="main" sx={{ minHeight: "100dvh", bgcolor: "background.default" }}>
      <Outlet />
    </Box>
  );
}
