/**
 * The tenant matrix: every endpoint that reads or acts on an application's data, called with the
 * own application's ids, another application's, and unknown ones, under the own credentials and
 * another application's. Only own ids under own credentials may answer with data; every other
 * cell must be a 401 or 404 in the contract's body that names nothing of the other tenant.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { judgeResponse } from "./contract-body";

export interface Tenant {
  applicationId: string;
  apiKey: string;
  apiSecret: string;
  jwtPrivateKey: string;
}

/** One application's data: what the matrix asks for. */
interface TenantData {
  app: Tenant;
  token: string;
  userId: string;
  adProcessId: number;
  adTextId: number;
  configurationId: string;
  assetId: string;
  photoshootId: string;
  taskId: string;
}

export interface MatrixCell {
  endpoint: string;
  /** whose ids the request names, seen from the tenant whose data it is about */
  ids: "own" | "other" | "unknown" | "unknown-resource";
  credentials: "own" | "other";
  /** the caller owns the ids it names: the only cell that may answer data */
  callerOwnsIds: boolean;
  status: number;
  data: boolean;
  contract: boolean;
}

export interface MatrixReport {
  cells: MatrixCell[];
  /** cells other than own/own that answered data, or errors outside the contract's body, or leaked the other tenant's ids */
  violations: MatrixCell[];
}

async function call(baseUrl: string, as: TenantData, method: string, pathAndQuery: string, body?: unknown) {
  return fetch(baseUrl + pathAndQuery, {
    method,
    headers: { "x-api-key": as.app.apiKey, "x-api-secret": as.app.apiSecret, authorization: `Bearer ${as.token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Creates an ad text process, a webhook channel, an asset and a photoshoot for the application. */
export async function seedTenant(baseUrl: string, app: Tenant): Promise<TenantData> {
  const tokenResponse = await fetch(`${baseUrl}/api/v1/Authorization/GenerateJwtToken`, {
    method: "POST",
    headers: { "x-api-key": app.apiKey, "x-api-secret": app.apiSecret, "content-type": "application/json" },
    body: JSON.stringify({ applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey }),
  });
  const { accessToken } = await json<{ accessToken: string }>(tokenResponse);
  const partial = { app, token: accessToken, userId: randomUUID() } as TenantData;
  const ads = await json<{ id: number; adTexts: Array<{ id: number }> }>(
    await call(baseUrl, partial, "POST", "/api/v1/Text/Generation/Ads", {
      applicationId: app.applicationId,
      userId: partial.userId,
      productName: "Aurora Smart Mug",
      productDescription: "A self-heating mug that keeps coffee at 58 °C for 80 minutes.",
      outputLanguage: "en",
    }),
  );
  const channel = await json<{ id: string }>(
    await call(baseUrl, partial, "POST", `/api/v1/Notification/ChannelConfiguration/WebHook?applicationId=${app.applicationId}`, { isActive: true, webHookUrl: "http://127.0.0.1:9/hooks", retryCount: 0 }),
  );
  const form = new FormData();
  form.set("applicationId", app.applicationId);
  form.set("userId", partial.userId);
  form.set("productImage", new File([new Uint8Array(readFileSync(path.join(process.cwd(), "e2e/fixtures/photos/film-camera-on-white.jpg")))], "camera.jpg", { type: "image/jpeg" }));
  const recommended = await json<{ backgroundRemovedImageAssetId: string }>(
    await fetch(`${baseUrl}/api/v1/Image/ProductGeneration/Recommendations`, { method: "POST", headers: { "x-api-key": app.apiKey, "x-api-secret": app.apiSecret, authorization: `Bearer ${accessToken}` }, body: form }),
  );
  const shoot = new FormData();
  shoot.set("applicationId", app.applicationId);
  shoot.set("userId", partial.userId);
  shoot.set("productImageAssetId", recommended.backgroundRemovedImageAssetId);
  shoot.set("productName", "Film camera");
  shoot.set("PromptObjectsString", JSON.stringify([{ tag: "preset", preset: "white_background" }]));
  const photoshoot = await json<{ imageProductGeneratorProcessId: string; tasks: Array<{ taskId: string }> }>(
    await fetch(`${baseUrl}/api/v1/Image/ProductGeneration/AdCreative`, { method: "POST", headers: { "x-api-key": app.apiKey, "x-api-secret": app.apiSecret, authorization: `Bearer ${accessToken}` }, body: shoot }),
  );
  return {
    ...partial,
    adProcessId: ads.id,
    adTextId: ads.adTexts[0]!.id,
    configurationId: channel.id,
    assetId: recommended.backgroundRemovedImageAssetId,
    photoshootId: photoshoot.imageProductGeneratorProcessId,
    taskId: photoshoot.tasks[0]!.taskId,
  };
}

type Ids = Omit<TenantData, "app" | "token"> & { applicationId: string };

/** Every tenant-scoped endpoint, as a request built from a set of ids; `read` is a data answer. */
const endpoints: Array<{ name: string; method: string; url: (i: Ids) => string; body?: (i: Ids) => unknown }> = [
  { name: "Account/Credits", method: "GET", url: (i) => `/api/v1/Account/Credits?applicationId=${i.applicationId}` },
  { name: "Text/ApplicationAllAds", method: "GET", url: (i) => `/api/v1/Text/Generation/ApplicationAllAds?applicationId=${i.applicationId}` },
  { name: "Text/UserAd", method: "GET", url: (i) => `/api/v1/Text/Generation/UserAd?userId=${i.userId}&adTextGeneratorProcessId=${i.adProcessId}&applicationId=${i.applicationId}` },
  { name: "Text/AdText PATCH", method: "PATCH", url: (i) => `/api/v1/Text/Generation/AdText/${i.adTextId}?applicationId=${i.applicationId}`, body: () => ({ favorited: true }) },
  { name: "Text/Ads PUT", method: "PUT", url: () => "/api/v1/Text/Generation/Ads", body: (i) => ({ id: i.adProcessId, applicationId: i.applicationId, userId: i.userId, productName: "Mug", productDescription: "A mug.", outputLanguage: "en" }) },
  { name: "Channel/All", method: "GET", url: (i) => `/api/v1/Notification/ChannelConfiguration/All?applicationId=${i.applicationId}` },
  { name: "Channel/Active", method: "GET", url: (i) => `/api/v1/Notification/ChannelConfiguration/Active?applicationId=${i.applicationId}` },
  { name: "Channel GET", method: "GET", url: (i) => `/api/v1/Notification/ChannelConfiguration?applicationId=${i.applicationId}&configurationId=${i.configurationId}` },
  { name: "Channel/WebHook PUT", method: "PUT", url: (i) => `/api/v1/Notification/ChannelConfiguration/WebHook?applicationId=${i.applicationId}&configurationId=${i.configurationId}`, body: () => ({ isActive: true, webHookUrl: "http://127.0.0.1:9/hooks", retryCount: 0 }) },
  { name: "Notification/Test", method: "POST", url: (i) => `/api/v1/Notification/Test?applicationId=${i.applicationId}&configurationId=${i.configurationId}` },
  { name: "Notification/Deliveries", method: "GET", url: (i) => `/api/v1/Notification/Deliveries?applicationId=${i.applicationId}&configurationId=${i.configurationId}` },
  { name: "Image/Assets", method: "GET", url: (i) => `/api/v1/Image/Assets/${i.assetId}?applicationId=${i.applicationId}` },
  { name: "Image/Assets/Mask", method: "GET", url: (i) => `/api/v1/Image/Assets/${i.assetId}/Mask?applicationId=${i.applicationId}` },
  { name: "Photoshoot/CheckUserProgress", method: "GET", url: (i) => `/api/v1/Image/ProductGeneration/CheckUserProgress?userId=${i.userId}&imageProductGeneratorProcessId=${i.photoshootId}&applicationId=${i.applicationId}` },
  { name: "Photoshoot/CheckApplicationAllProgresses", method: "GET", url: (i) => `/api/v1/Image/ProductGeneration/CheckApplicationAllProgresses?applicationId=${i.applicationId}` },
  { name: "Photoshoot/Download", method: "GET", url: (i) => `/api/v1/Image/ProductGeneration/Download?applicationId=${i.applicationId}&taskId=${i.taskId}&imageProductGeneratorProcessId=${i.photoshootId}&lowResolution=true` },
  { name: "Photoshoot/PresetKeys", method: "GET", url: (i) => `/api/v1/Image/ProductGeneration/PresetKeys?applicationId=${i.applicationId}&userId=${i.userId}` },
];

const unknownResources = () => ({ adProcessId: 2_000_000_000, adTextId: 2_000_000_000, configurationId: randomUUID(), assetId: randomUUID(), photoshootId: randomUUID(), taskId: randomUUID() });

function unknownIds(like: TenantData): Ids {
  return { ...like, applicationId: randomUUID(), userId: randomUUID(), ...unknownResources() };
}

const idsOf = (t: TenantData): Ids => ({ ...t, applicationId: t.app.applicationId });

/** Runs the matrix for two seeded tenants (each in turn the own one). */
export async function runTenantMatrix(baseUrl: string, a: TenantData, b: TenantData): Promise<MatrixReport> {
  const cells: MatrixCell[] = [];
  for (const [own, other] of [[a, b], [b, a]] as const) {
    for (const endpoint of endpoints) {
      const resourceScoped = endpoint.url(idsOf(own)) !== endpoint.url({ ...idsOf(own), applicationId: own.app.applicationId, ...unknownResources() }) || !!endpoint.body;
      for (const ids of ["own", "other", "unknown", ...(resourceScoped ? (["unknown-resource"] as const) : [])] as const) {
        for (const credentials of ["own", "other"] as const) {
          // unknown: an application and resources nobody has; unknown-resource: own application, resources nobody has.
          const target = ids === "own" ? idsOf(own) : ids === "other" ? idsOf(other) : ids === "unknown" ? unknownIds(own) : { ...idsOf(own), ...unknownResources() };
          const caller = credentials === "own" ? own : other;
          const response = await call(baseUrl, caller, endpoint.method, endpoint.url(target), endpoint.body?.(target));
          const text = (response.headers.get("content-type") ?? "").includes("json") ? await response.clone().text() : "";
          // An empty list (UserAd filtered by an id nobody has) is no data.
          const emptyList = response.ok && text.trim() === "[]";
          const { status, contract } = await judgeResponse(response);
          const callerOwnsIds = (ids === "own" && credentials === "own") || (ids === "other" && credentials === "other");
          // An error must not name resources of a tenant the caller is not (ids it sent itself aside).
          const stranger = caller === own ? other : own;
          const leaks = !callerOwnsIds && ids === "unknown" && [stranger.configurationId, stranger.assetId, stranger.photoshootId, stranger.taskId].some((id) => text.includes(id));
          cells.push({ endpoint: endpoint.name, ids, credentials, callerOwnsIds, status, data: status < 300 && !emptyList, contract: contract && !leaks });
        }
      }
    }
  }
  const violations = cells.filter((c) => !c.contract || (c.data && !c.callerOwnsIds));
  return { cells, violations };
}
