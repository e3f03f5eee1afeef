"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_SIZE_LABEL } from "@/domain/documents/upload-limits";
import { startUpload, type UploadTarget } from "@/ui/uploads/tus-upload";

/** One file on its way: its progress, or the sentence that says why it did not go. */
export interface FileUpload {
  key: string;
  name: string;
  sent: number;
  total: number;
  state: "sending" | "refused" | "failed";
  sentence: string | null;
  file: File;
}

/**
 * The files of one line on their way to the server. A filed file leaves this list (the checklist,
 * read again through `onFiled`, shows it); a refused one stays with its sentence until dismissed;
 * one whose connection stayed down can be tried again (tus resumes it from where it stopped).
 */
export function useFileUploads(target: UploadTarget, onFiled: () => void) {
  const t = useTranslations("documents.uploads");
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const stops = useRef(new Map<string, () => void>());

  useEffect(() => {
    const running = stops.current;
    return () => {
      for (const stop of running.values()) stop();
    };
  }, []);

  const update = useCallback((key: string, change: Partial<FileUpload>) => {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }, []);

  const send = useCallback(
    (key: string, file: File) => {
      stops.current.set(
        key,
        startUpload(file, target, {
          onProgress: (sent, total) => update(key, { sent, total }),
          onFiled: () => {
            stops.current.delete(key);
            setUploads((list) => list.filter((u) => u.key !== key));
            onFiled();
          },
          onRefused: (sentence) => {
            stops.current.delete(key);
            update(key, { state: "refused", sentence });
          },
          onFailed: () => {
            stops.current.delete(key);
            update(key, { state: "failed", sentence: t("failed", { name: file.name }) });
          },
        }),
      );
    },
    [target, update, onFiled, t],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => {
        // The server refuses these too; saying so before a byte is sent spares a phone's data.
        const sentence =
          file.size > MAX_UPLOAD_BYTES
            ? t("tooLarge", { name: file.name, size: MAX_UPLOAD_SIZE_LABEL })
            : file.size === 0
              ? t("empty", { name: file.name })
              : null;
        return {
          key: crypto.randomUUID(),
          name: file.name,
          sent: 0,
          total: file.size,
          state: sentence ? ("refused" as const) : ("sending" as const),
          sentence,
          file,
        };
      });
      setUploads((list) => [...list, ...added]);
      for (const upload of added) if (upload.state === "sending") send(upload.key, upload.file);
    },
    [send, t],
  );

  const retry = useCallback(
    (key: string) => {
      const upload = uploads.find((u) => u.key === key);
      if (!upload) return;
      update(key, { state: "sending", sentence: null });
      send(key, upload.file);
    },
    [uploads, update, send],
  );

  const dismiss = useCallback((key: string) => setUploads((list) => list.filter((u) => u.key !== key)), []);

  return { uploads, add, retry, dismiss };
}
