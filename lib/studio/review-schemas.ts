import { z } from "zod";

/** The review board's requests from the browser: shared by the BFF (which parses) and the pages. */
export const reviewListQuery = z.object({
  state: z.enum(["draft", "inReview", "changesRequested", "approved", "rejected"]).optional(),
  kind: z.enum(["creative", "adText"]).optional(),
  author: z.string().uuid().optional(),
  since: z.iso.date().optional(),
  until: z.iso.date().optional(),
  search: z.string().max(200).optional(),
});

export const decisionRequest = z.object({
  decision: z.enum(["approved", "changesRequested", "rejected"]),
  comment: z.string().max(5000).optional(),
  version: z.number().int().min(1).optional(),
  textId: z.number().int().min(1).optional(),
});

export const commentRequest = z.object({
  body: z.string().trim().min(1, "Write a comment first.").max(5000),
  version: z.number().int().min(1).optional(),
  parentId: z.string().uuid().optional(),
  pin: z.object({ x: z.number().min(0), y: z.number().min(0) }).optional(),
  visibility: z.enum(["internal", "client"]).default("internal"),
});

export const resolveRequest = z.object({ resolved: z.boolean() });

export const shareLinkRequest = z.object({
  title: z.string().trim().min(1, "Give the link a title the client will see.").max(200),
  itemIds: z.array(z.string().uuid()).min(1, "Choose at least one item.").max(200),
  expiresInMinutes: z.number().int().min(1).max(129_600),
  allowDecisions: z.boolean(),
  allowDownloads: z.boolean().default(false),
  password: z.string().max(200).optional(),
});

export const sharedOpenRequest = z.object({ password: z.string().max(200).optional() });

export const sharedDecisionRequest = z.object({
  itemId: z.string().uuid(),
  decision: z.enum(["approved", "changesRequested"]),
  name: z.string().trim().min(1, "Tell us your name.").max(200),
  comment: z.string().max(5000).optional(),
  password: z.string().max(200).optional(),
});

export const sharedCommentRequest = z.object({
  itemId: z.string().uuid(),
  name: z.string().trim().min(1, "Tell us your name.").max(200),
  body: z.string().trim().min(1, "Write a comment first.").max(5000),
  parentId: z.string().uuid().optional(),
  pin: z.object({ x: z.number().min(0), y: z.number().min(0) }).optional(),
  password: z.string().max(200).optional(),
});
