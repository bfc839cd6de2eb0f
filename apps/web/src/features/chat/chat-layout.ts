/** spec §9: the chat side panel is 380 px wide with a contact column of 70 px. */
export const CHAT_PANEL = { width: 380, contactColumn: 70 } as const;
