import { z } from "zod";
import { defineOperation } from "./operation";
import { bool, guid, int, text, timestamp } from "./fields";

/** The review board (ours, additive): items with their states, decisions, comments and client share links. */
export const REVIEW_STATES = ["draft", "inReview", "changesRequested", "approved", "rejected"] as const;
export const reviewState = z
  .enum(REVIEW_STATES)
  .meta({ description: "draft until the author submits the newest version, then inReview until a decision is made on it." });
export const reviewKind = z.enum(["creative", "adText"]).meta({ description: "creative: one scene slot of a product's photoshoots; adText: one ad-text process." });
export const reviewDecision = z.enum(["approved", "changesRequested", "rejected"]);
export const commentVisibility = z
  .enum(["internal", "client"])
  .meta({ description: "internal: the agency only (the default); client: also shown on share links that hold the item." });

const version = () => int().pipe(z.number().min(1, { message: "must be a version number from 1" }));
const coordinate = () =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number({ message: "must be a number" }).finite().min(0, { message: "must be 0 or more" }));

export const actorSchema = z
  .object({ kind: z.enum(["user", "client"]), userId: z.string().nullable(), name: z.string() })
  .meta({ id: "ReviewActor", description: "A studio user, or a client who answered through a share link under the name they gave." });

export const creativeVersionSchema = z
  .object({
    imageProductGeneratorProcessId: z.string(),
    taskId: z.string(),
    renderState: z.number().int().meta({ description: "1 Queued … 5 Completed, 6 Failed, 7 Cancelled" }),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: "ReviewCreative" });

export const adTextVersionSchema = z
  .object({ processName: z.string(), productName: z.string(), texts: z.array(z.object({ id: z.number().int(), value: z.string(), favorited: z.boolean() })) })
  .meta({ id: "ReviewAdTextSnapshot", description: "The texts as they were when this version was made." });

export const lastDecisionSchema = z.object({ decision: reviewDecision, by: actorSchema, createdAt: timestamp() }).meta({ id: "ReviewLastDecision" });

export const reviewItemSchema = z
  .object({
    id: z.string(),
    kind: reviewKind,
    title: z.string(),
    authorUserId: z.string(),
    state: reviewState,
    version: z.number().int().meta({ description: "The newest version's number; versions count from 1." }),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    openComments: z.number().int(),
    lastDecision: lastDecisionSchema.nullable().meta({ description: "The newest decision on the newest version." }),
    creative: creativeVersionSchema.nullable(),
    adText: adTextVersionSchema.nullable(),
    texts: z
      .array(z.object({ textId: z.number().int(), state: reviewState }))
      .nullable()
      .meta({ description: "An ad text decided text by text: each text's state (the item's state follows from them); null otherwise." }),
  })
  .meta({ id: "ReviewItem" });

export const reviewVersionSchema = z
  .object({
    number: z.number().int(),
    createdAt: timestamp(),
    submittedAt: timestamp().nullable().meta({ description: "When the author submitted it for review; null while it is a draft." }),
    creative: creativeVersionSchema.nullable(),
    adText: adTextVersionSchema.nullable(),
  })
  .meta({ id: "ReviewVersion" });

export const reviewDecisionSchema = z
  .object({
    id: z.string(),
    version: z.number().int(),
    textId: z.number().int().nullable().meta({ description: "The one text of an ad-text version decided on; null: the whole item." }),
    decision: reviewDecision,
    comment: z.string().nullable(),
    by: actorSchema,
    createdAt: timestamp(),
  })
  .meta({ id: "ReviewDecision" });

export const reviewCommentSchema = z
  .object({
    id: z.string(),
    version: z.number().int(),
    parentId: z.string().nullable(),
    body: z.string(),
    pin: z.object({ x: z.number(), y: z.number() }).nullable().meta({ description: "In the creative's own pixels (its width × height), so the pin stays in place at any zoom." }),
    by: actorSchema,
    visibility: commentVisibility,
    resolvedAt: timestamp().nullable(),
    resolvedBy: z.string().nullable(),
    createdAt: timestamp(),
  })
  .meta({ id: "ReviewComment" });

export const reviewItemDetailSchema = z
  .object({ item: reviewItemSchema, versions: z.array(reviewVersionSchema), decisions: z.array(reviewDecisionSchema), comments: z.array(reviewCommentSchema) })
  .meta({ id: "ReviewItemDetail" });

const itemParams = z.object({ itemId: guid().meta({ description: "The review item's id." }) });

export const listReviewItems = defineOperation({
  method: "GET",
  path: "/api/v1/Review/Items",
  summary: "The application's review items with their states, newest first (ours).",
  tag: "Review",
  auth: "token",
  query: z.object({
    applicationId: guid(),
    state: reviewState.optional(),
    kind: reviewKind.optional(),
    authorUserId: guid().optional(),
    since: z.iso.datetime({ offset: true, message: "must be an ISO 8601 date-time" }).optional().meta({ description: "Items whose newest version is this recent or newer." }),
    until: z.iso.datetime({ offset: true, message: "must be an ISO 8601 date-time" }).optional(),
    search: text(200).optional().meta({ description: "Part of the title, any letter case." }),
    limit: int().pipe(z.number().min(1, { message: "must be from 1 to 200" }).max(200, { message: "must be from 1 to 200" })).default(50),
    offset: int().pipe(z.number().min(0, { message: "must be 0 or more" })).default(0),
  }),
  response: z.object({ items: z.array(reviewItemSchema), total: z.number().int() }).meta({ id: "ReviewItemPage" }),
});

export const getReviewItem = defineOperation({
  method: "GET",
  path: "/api/v1/Review/Items/{itemId}",
  summary: "One review item with every version, decision and comment (ours).",
  tag: "Review",
  auth: "token",
  params: itemParams,
  response: reviewItemDetailSchema,
});

const actorFields = {
  userId: guid().optional().meta({ description: "The studio user acting, when there is one." }),
  name: text(200).pipe(z.string().trim().min(1, { message: "must not be empty" })).meta({ description: "Shown as who decided or commented." }),
  asClient: bool().default(false).meta({ description: "True when a client outside the workspace is acting." }),
};

export const postReviewDecision = defineOperation({
  method: "POST",
  path: "/api/v1/Review/Items/{itemId}/Decisions",
  summary: "Approve, request changes or reject a version of an item (ours).",
  tag: "Review",
  auth: "token",
  params: itemParams,
  body: z
    .object({
      decision: reviewDecision,
      comment: text(5000).optional().meta({ description: "Required to reject or to request changes: the reason." }),
      version: version().optional().meta({ description: "Defaults to the newest version." }),
      textId: int().optional().meta({ description: "One text of an ad-text version, decided on its own." }),
      ...actorFields,
    })
    .meta({ id: "ReviewDecisionRequest" }),
  bodyType: "json",
  response: reviewDecisionSchema,
});

export const submitReviewItem = defineOperation({
  method: "POST",
  path: "/api/v1/Review/Items/{itemId}/Submit",
  summary: "Submit a version of an item for review: it stops being the author's draft (ours).",
  tag: "Review",
  auth: "token",
  params: itemParams,
  body: z.object({ version: version().optional().meta({ description: "Defaults to the newest version." }), ...actorFields }).meta({ id: "SubmitReviewItemRequest" }),
  bodyType: "json",
  response: z.object({ version: z.number().int(), submittedAt: timestamp(), submittedBy: z.string() }).meta({ id: "ReviewSubmission" }),
});

export const postReviewComment = defineOperation({
  method: "POST",
  path: "/api/v1/Review/Items/{itemId}/Comments",
  summary: "Comment on an item, pinned to a point of a creative or on the whole item, or reply to a comment (ours).",
  tag: "Review",
  auth: "token",
  params: itemParams,
  body: z
    .object({
      body: text(5000).pipe(z.string().trim().min(1, { message: "must not be empty" })),
      version: version().optional().meta({ description: "Defaults to the newest version (a reply takes its thread's)." }),
      parentId: guid().optional().meta({ description: "The comment this replies to." }),
      pinX: coordinate().optional().meta({ description: "A pin's x in the creative's pixels." }),
      pinY: coordinate().optional(),
      visibility: commentVisibility.default("internal"),
      ...actorFields,
    })
    .meta({ id: "ReviewCommentRequest" }),
  bodyType: "json",
  response: reviewCommentSchema,
});

export const resolveReviewComment = defineOperation({
  method: "PATCH",
  path: "/api/v1/Review/Items/{itemId}/Comments/{commentId}",
  summary: "Resolve or reopen a comment thread (ours).",
  tag: "Review",
  auth: "token",
  params: z.object({ itemId: guid(), commentId: guid() }),
  body: z.object({ resolved: bool(), name: text(200).pipe(z.string().trim().min(1, { message: "must not be empty" })) }).meta({ id: "ResolveReviewCommentRequest" }),
  bodyType: "json",
  response: reviewCommentSchema,
});

export const shareLinkSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    itemIds: z.array(z.string()),
    allowDecisions: z.boolean(),
    allowDownloads: z.boolean(),
    hasPassword: z.boolean(),
    createdBy: z.string(),
    expiresAt: timestamp(),
    revokedAt: timestamp().nullable(),
    createdAt: timestamp(),
  })
  .meta({ id: "ReviewShareLink" });

export const createShareLink = defineOperation({
  method: "POST",
  path: "/api/v1/Review/ShareLinks",
  summary: "Share a selection of items as a read-only page for clients; the token is returned once (ours).",
  tag: "Review",
  auth: "token",
  body: z
    .object({
      title: text(200).pipe(z.string().trim().min(1, { message: "must not be empty" })),
      itemIds: z.array(guid()).min(1, { message: "must name at least one item" }).max(200, { message: "must name at most 200 items" }),
      expiresInMinutes: int()
        .pipe(z.number().min(1, { message: "must be from 1 to 129600 minutes (90 days)" }).max(129_600, { message: "must be from 1 to 129600 minutes (90 days)" }))
        .meta({ description: "How long the link works, chosen at creation: 1 minute to 90 days." }),
      allowDecisions: bool().default(false).meta({ description: "Whether the client may approve, request changes and comment." }),
      allowDownloads: bool().default(false).meta({ description: "Whether the client may download the creatives." }),
      password: text(200).optional(),
      ...actorFields,
    })
    .meta({ id: "CreateShareLinkRequest" }),
  bodyType: "json",
  response: z.object({ link: shareLinkSchema, token: z.string().meta({ description: "Shown once; only its SHA-256 is stored." }) }).meta({ id: "CreatedShareLink" }),
});

export const listShareLinks = defineOperation({
  method: "GET",
  path: "/api/v1/Review/ShareLinks",
  summary: "The application's share links, newest first (ours).",
  tag: "Review",
  auth: "token",
  response: z.array(shareLinkSchema),
});

export const revokeShareLink = defineOperation({
  method: "DELETE",
  path: "/api/v1/Review/ShareLinks/{linkId}",
  summary: "Revoke a share link at once (ours).",
  tag: "Review",
  auth: "token",
  params: z.object({ linkId: guid() }),
  response: shareLinkSchema,
});

const shareAccess = {
  token: text(200),
  password: text(200).optional(),
  clientAddress: text(100).optional().meta({ description: "The visitor's address, for the guessing limit." }),
};

/** Ad texts as a client sees them: the team's favourites are its own business. */
const sharedAdTextSchema = z
  .object({ processName: z.string(), productName: z.string(), texts: z.array(z.object({ id: z.number().int(), value: z.string() })) })
  .meta({ id: "SharedReviewAdText" });

/** An item as a client sees it: no studio user's id, the agency's people under one name, client-visible comments only. */
export const sharedItemDetailSchema = z
  .object({
    item: reviewItemSchema.omit({ authorUserId: true }).extend({ adText: sharedAdTextSchema.nullable() }),
    versions: z.array(reviewVersionSchema.extend({ adText: sharedAdTextSchema.nullable() })),
    decisions: z.array(reviewDecisionSchema),
    comments: z.array(reviewCommentSchema),
  })
  .meta({
    id: "SharedReviewItem",
    description: "A review item as a share link shows it: actors are the agency (one name) or a client; no user ids, e-mail addresses, favourites or internal comments.",
  });

export const sharedPageSchema = z
  .object({
    title: z.string(),
    allowDecisions: z.boolean(),
    allowDownloads: z.boolean(),
    expiresAt: timestamp(),
    items: z.array(sharedItemDetailSchema),
  })
  .meta({ id: "SharedReviewPage" });

export const openShareLink = defineOperation({
  method: "POST",
  path: "/api/v1/Review/ShareLinks/Open",
  summary: "What a share link shows: its items only, read-only (ours). Failed guesses are rate-limited.",
  tag: "Review",
  auth: "token",
  body: z.object(shareAccess).meta({ id: "OpenShareLinkRequest" }),
  bodyType: "json",
  errors: ["NotFound", "RateLimited"],
  response: sharedPageSchema,
});

export const decideThroughShareLink = defineOperation({
  method: "POST",
  path: "/api/v1/Review/ShareLinks/Decisions",
  summary: "A client's approval or change request through a share link that allows it (ours).",
  tag: "Review",
  auth: "token",
  body: z
    .object({
      ...shareAccess,
      itemId: guid(),
      decision: z.enum(["approved", "changesRequested"]),
      name: text(200).pipe(z.string().trim().min(1, { message: "must not be empty" })),
      comment: text(5000).optional(),
    })
    .meta({ id: "ShareLinkDecisionRequest" }),
  bodyType: "json",
  errors: ["NotFound", "RateLimited"],
  response: reviewDecisionSchema,
});

export const commentThroughShareLink = defineOperation({
  method: "POST",
  path: "/api/v1/Review/ShareLinks/Comments",
  summary: "A client's comment through a share link that allows answers: pinned to a creative, on the whole item, or a reply to a thread the client sees (ours).",
  tag: "Review",
  auth: "token",
  body: z
    .object({
      ...shareAccess,
      itemId: guid(),
      name: text(200).pipe(z.string().trim().min(1, { message: "must not be empty" })),
      body: text(5000).pipe(z.string().trim().min(1, { message: "must not be empty" })),
      parentId: guid().optional().meta({ description: "A client-visible thread this replies to." }),
      pinX: coordinate().optional(),
      pinY: coordinate().optional(),
    })
    .meta({ id: "ShareLinkCommentRequest" }),
  bodyType: "json",
  errors: ["NotFound", "RateLimited"],
  response: reviewCommentSchema,
});

export const reviewOperations = [
  listReviewItems,
  getReviewItem,
  postReviewDecision,
  submitReviewItem,
  postReviewComment,
  resolveReviewComment,
  createShareLink,
  listShareLinks,
  revokeShareLink,
  openShareLink,
  decideThroughShareLink,
  commentThroughShareLink,
];
