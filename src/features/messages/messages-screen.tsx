"use client";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@tanstack/react-query";
import NextLink from "next/link";
import { useEffect, useRef } from "react";
import { useFormatter, useTranslations } from "use-intl";
import { useTRPC } from "@/lib/trpc/client";
import { Notice } from "@/ui/notice";
import { sentenceOf } from "@/ui/server-refusals";
import { useFocusWhenLost } from "@/ui/use-focus-when-lost";
import { MessageForm } from "./message-form";

type ThreadLine = {
  id: string;
  author: "borrower" | "coborrower" | "staff";
  mine: boolean;
  body: string;
  sentAt: Date;
  unread: boolean;
};

function Line({ line }: { line: ThreadLine }) {
  const t = useTranslations("messages");
  const format = useFormatter();
  const from = line.mine ? t("from.you") : t(`from.${line.author}`);
  return (
    <Box
      component="li"
      sx={{
        listStyle: "none",
        border: 1,
        borderColor: line.author === "staff" ? "primary.main" : "divider",
        borderRadius: 2,
        p: 2,
        ml: line.mine ? { xs: 2, sm: 6 } : 0,
        mr: line.mine ? 0 : { xs: 2, sm: 6 },
      }}
    >
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "baseline", mb: 0.5 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {from}
        </Typography>
        <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>
          <time dateTime={line.sentAt.toISOString()}>
            {format.dateTime(line.sentAt, { dateStyle: "medium", timeStyle: "short" })}
          </time>
        </Typography>
        {line.unread ? (
          <Typography component="span" variant="body2" sx={{ fontWeight: 700, color: "primary.main" }}>
            {t("new")}
          </Typography>
        ) : null}
      </Box>
      {/* Plain text: React shows any markup as the characters it is. */}
      <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{line.body}</Typography>
    </Box>
  );
}

/**
 * /app/messages (issue 22 item 4, decision 098): the thread between the borrowers and their loan
 * team, oldest first, and the reply box. Opening it marks the loan team's messages read.
 */
export function MessagesScreen() {
  const t = useTranslations("messages");
  const trpc = useTRPC();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(heading);
  const thread = useQuery(trpc.messages.thread.queryOptions());
  const markRead = useMutation(trpc.messages.markRead.mutationOptions());
  const unread = thread.data?.messages.some((m) => m.unread) ?? false;
  const { mutate } = markRead;
  useEffect(() => {
    if (unread) mutate();
  }, [unread, mutate]);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, minHeight: "100vh" }}>
      <Typography
        ref={heading}
        variant="h1"
        tabIndex={-1}
        sx={{ fontSize: { xs: "1.75rem", sm: "2.25rem" }, mb: 1, outline: "none" }}
      >
        {t("title")}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 3 }}>{t("description")}</Typography>
      <Stack spacing={4}>
        {thread.error ? (
          <Notice severity="error" role="alert">
            {sentenceOf(thread.error, t("loadFailed"))}
          </Notice>
        ) : null}
        {thread.data ? (
          thread.data.messages.length === 0 ? (
            <Typography>{t("empty")}</Typography>
          ) : (
            <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }} aria-label={t("title")}>
              {thread.data.messages.map((line) => (
                <Line key={line.id} line={line} />
              ))}
            </Stack>
          )
        ) : null}
        {thread.error ? null : <MessageForm onSent={() => void thread.refetch()} />}
        <Link component={NextLink} href="/app/upload" sx={{ alignSelf: "flex-start" }}>
          {t("documentsLink")}
        </Link>
      </Stack>
    </Container>
  );
}
