import { withApi } from "@/lib/http/with-api";
import { publicBaseUrl } from "@/lib/http/public-url";
import { adCreative } from "@/lib/schemas/image-generation";
import { startAdCreative } from "@/lib/services/photoshoot/creatives";

export const POST = withApi(adCreative, ({ db, body, request }) => startAdCreative(db, body, publicBaseUrl(request)));
