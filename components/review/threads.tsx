"use client";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/card";
import { Textarea } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { useComment, useResolveComment, type ReviewComment } from "@/lib/hooks/use-review";

const who = (c: ReviewComment) => (c.by.kind === "client" ? `${c.by.name} (client)` : c.by.name);

function ReplyForm({ itemId, parentId, clientThread }: { itemId: string; parentId: string; clientThread: boolean }) {
  const [body, setBody] = useState("");
  const [forClient, setForClient] = useState(false);
  const comment = useComment(itemId);
  return (
    <form
      className="mt-2 flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        comment.mutate(
          { body, parentId, visibility: clientThread && forClient ? "client" : "internal" },
          { onSuccess: () => (setBody(""), setForClient(false)), onError: (error) => toast.error(errorMessage(error)) },
        );
      }}
    >
      <label htmlFor={`reply-${parentId}`} className="sr-only">
        Reply
      </label>
      <Textarea id={`reply-${parentId}`} className="min-h-16" placeholder="Reply…" value={body} onChange={(e) => setBody(e.target.value)} maxLength={5000} />
      {/* An internal thread's replies stay internal: the client never sees half a conversation. */}
      {clientThread && <Switch id={`reply-client-${parentId}`} checked={forClient} onCheckedChange={setForClient} label="The client can see this reply" />}
      <Button type="submit" size="sm" variant="secondary" className="self-end" disabled={!body.trim()} loading={comment.isPending}>
        Reply
      </Button>
    </form>
  );
}

/** The comment threads of an item: first comments (pinned or not) with their replies, resolvable. */
export function Threads({ itemId, comments, version, canAnswer }: { itemId: string; comments: ReviewComment[]; version: number | "all"; canAnswer: boolean }) {
  const resolve = useResolveComment(itemId);
  const threads = comments.filter((c) => c.parentId === null && (version === "all" || c.version === version));
  // Numbered per version, as the pins on the image are.
  const numberOf = (thread: ReviewComment) =>
    comments.filter((c) => c.parentId === null && c.version === thread.version).findIndex((c) => c.id === thread.id) + 1;
  if (threads.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No comments on this version yet.</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Comment threads">
      {threads.map((thread) => {
        const replies = comments.filter((c) => c.parentId === thread.id);
        const resolved = thread.resolvedAt !== null;
        return (
          <li key={thread.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800" data-testid="comment-thread">
            <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
              <span className="flex h-5 w-5 items-center justify-center rounded-full bg-brand-600 text-[10px] font-bold text-white" aria-hidden="true">
                {numberOf(thread)}
              </span>
              <span className="font-medium text-slate-900 dark:text-slate-100">{who(thread)}</span>
              <span>v{thread.version}</span>
              <time dateTime={thread.createdAt}>{new Date(thread.createdAt).toLocaleString()}</time>
              {thread.pin && (
                <span>
                  <Icon name="fa-solid fa-location-dot" /> pinned
                </span>
              )}
              {thread.visibility === "client" ? <Badge tone="brand">Client can see</Badge> : <Badge>Internal</Badge>}
              {resolved && <Badge tone="green">Resolved</Badge>}
            </div>
            <p className="mt-1 text-sm whitespace-pre-line">{thread.body}</p>
            {replies.length > 0 && (
              <ul className="mt-2 flex flex-col gap-2 border-l-2 border-slate-200 pl-3 dark:border-slate-700" aria-label="Replies">
                {replies.map((reply) => (
                  <li key={reply.id} className="text-sm">
                    <span className="text-xs font-medium">{who(reply)}</span>{" "}
                    {reply.visibility === "client" && thread.by.kind !== "client" && <Badge tone="brand">Client can see</Badge>}{" "}
                    <time className="text-xs text-slate-600 dark:text-slate-400" dateTime={reply.createdAt}>
                      {new Date(reply.createdAt).toLocaleString()}
                    </time>
                    <p className="whitespace-pre-line">{reply.body}</p>
                  </li>
                ))}
              </ul>
            )}
            {canAnswer && (
              <>
                <ReplyForm itemId={itemId} parentId={thread.id} clientThread={thread.visibility === "client"} />
                <Button
                  size="sm"
                  variant="ghost"
                  className="mt-1"
                  loading={resolve.isPending && resolve.variables?.commentId === thread.id}
                  onClick={() => resolve.mutate({ commentId: thread.id, resolved: !resolved }, { onError: (error) => toast.error(errorMessage(error)) })}
                >
                  <Icon name={resolved ? "fa-solid fa-rotate-left" : "fa-solid fa-check"} /> {resolved ? "Reopen" : "Resolve"}
                </Button>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
