import { UPLOAD_MESSAGES, type UploadKind } from "@despacho/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { type UploadState, uploadChatFile } from "@shared/api/uploads/upload-file";

/** A file on its way into the chat: shown with its state until its message arrives (spec §4 chat upload). */
export interface PendingUpload {
  id: string;
  kind: UploadKind;
  file: Blob;
  preview: string;
  state: UploadState;
}

/**
 * Uploads chat files and, once stored, sends the message that carries each; a failure stays on screen, marked, and
 * a click tries it again. `send` posts the message with the stored file's url.
 */
export function usePendingUploads(send: (kind: UploadKind, url: string) => Promise<unknown>) {
  const [items, setItems] = useState<PendingUpload[]>([]);
  const previews = useRef(new Set<string>());
  const update = useCallback(
    (id: string, state: UploadState) => setItems((all) => all.map((i) => (i.id === id ? { ...i, state } : i))),
    [],
  );
  const remove = useCallback((item: PendingUpload) => {
    URL.revokeObjectURL(item.preview);
    previews.current.delete(item.preview);
    setItems((all) => all.filter((i) => i.id !== item.id));
  }, []);

  const run = useCallback(
    async (item: PendingUpload) => {
      try {
        const stored = await uploadChatFile(item.kind, item.file, { onState: (state) => update(item.id, state) });
        await send(item.kind, stored.url);
        remove(item);
      } catch {
        setItems((all) =>
          all.map((i) =>
            i.id === item.id && i.state.status !== "failed"
              ? { ...i, state: { status: "failed", title: UPLOAD_MESSAGES.unexpected, hint: UPLOAD_MESSAGES.clickToRetry } }
              : i,
          ),
        );
      }
    },
    [send, update, remove],
  );

  const add = useCallback(
    (kind: UploadKind, file: Blob) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      const item: PendingUpload = { id: crypto.randomUUID(), kind, file, preview, state: { status: "loading", try: 1 } };
      setItems((all) => [...all, item]);
      void run(item);
    },
    [run],
  );

  const retry = useCallback((item: PendingUpload) => void run(item), [run]);

  useEffect(() => {
    const own = previews.current;
    return () => {
      for (const url of own) URL.revokeObjectURL(url);
    };
  }, []);

  return { items, add, retry };
}
