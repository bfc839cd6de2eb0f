import ForumOutlinedIcon from "@mui/icons-material/ForumOutlined";
import { Box, Typography } from "@mui/material";
import type { Chat } from "@despacho/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { type CourierOption, CourierAutocomplete } from "@shared/ui/courier-autocomplete";
import { PageHeader } from "@shared/ui/page-header";
import { chatWithQueryOptions } from "../api/chat-queries";
import { ChatView } from "./chat-view";

/** spec §2.2 /chat (view_chat_menu): the conversations with the headquarter's couriers. */
export function ChatPage() {
  const queryClient = useQueryClient();
  const [chat, setChat] = useState<Chat | null>(null);
  const [starting, setStarting] = useState<CourierOption | null>(null);
  // /chat?messenger=… (the courier detail's 'Abrir chat') opens that courier's chat.
  const [params] = useSearchParams();
  const messenger = params.get("messenger");
  useEffect(() => {
    if (messenger) void queryClient.fetchQuery(chatWithQueryOptions(messenger)).then(setChat, () => undefined);
  }, [messenger, queryClient]);
  const startWith = async (courier: CourierOption | null) => {
    setStarting(courier);
    if (!courier) return;
    setChat(await queryClient.fetchQuery(chatWithQueryOptions(courier.uuid)));
    setStarting(null);
  };

  return (
    <Box
      sx={{ display: "flex", flexDirection: "column", height: { xs: "calc(100dvh - 150px)", sm: "calc(100dvh - 170px)" }, minHeight: 420 }}
    >
      <PageHeader
        title="Chat"
        subtitle="Conversaciones con los colaboradores de la sucursal"
        actions={
          <Box sx={{ width: { xs: "100%", sm: 280 } }}>
            <CourierAutocomplete label="Nuevo chat con…" value={starting} onChange={(c) => void startWith(c)} size="small" />
          </Box>
        }
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChatView
          variant="page"
          chat={chat}
          onSelect={setChat}
          empty={
            <Box sx={{ height: "100%", display: "grid", placeItems: "center", color: "text.secondary", p: 3, textAlign: "center" }}>
              <Box>
                <ForumOutlinedIcon sx={{ fontSize: 56, opacity: 0.5 }} aria-hidden />
                <Typography>Elija una conversación o empiece una nueva</Typography>
              </Box>
            </Box>
          }
        />
      </Box>
    </Box>
  );
}
