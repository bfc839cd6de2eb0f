import { describe, expect, it } from "vitest";
import { chatPanelHiddenOn } from "./chat-layout";

describe("where the chat side panel shows (spec §2.3)", () => {
  it("is hidden on the routes the spec lists and below them", () => {
    for (const path of ["/login", "/chat", "/select-headquarter", "/mapWindow", "/not-found", "/forbidden", "/report-services"])
      expect(chatPanelHiddenOn(path)).toBe(true);
    expect(chatPanelHiddenOn("/link-service/4f2a")).toBe(true);
    expect(chatPanelHiddenOn("/tracking/9b1c")).toBe(true);
  });
  it("shows on the other screens, even those whose path starts like a hidden one", () => {
    for (const path of ["/desktop", "/messengers", "/profile", "/chats-archive", "/configuration/general"])
      expect(chatPanelHiddenOn(path)).toBe(false);
  });
});
