import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createBrandKit, deleteBrandKit, getBrandKit, listBrandKits, updateBrandKit } from "@/lib/schemas/brand-kits";
import { authenticatedClient, createApplication, expectErrorBody } from "../support/fixtures";

const COLOURS = { primary: "#E4572E", secondary: "#1d3557", text: "#1d3557", background: "#f1faee" };
const svgLogo = (inner: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"${inner}</svg>`).toString("base64");

/** Our brand kits (Account/BrandKits), over HTTP against the suites' production server. */
describe("Account/BrandKits", () => {
  it("creates, lists, reads, replaces and deletes a kit; an SVG logo is stored sanitised", async () => {
    const app = await createApplication(1, "Fjordlys Kaffe");
    const client = await authenticatedClient(app);
    const query = { applicationId: app.applicationId };
    const dirty = svgLogo(` onload="alert(1)"><script>alert(2)</script><rect width="120" height="40" fill="#123" onclick="steal()"/><image href="https://tracker.example/p.png" width="4" height="4"/>`);

    const created = await client.call(createBrandKit, {
      query,
      body: { name: "  Fjordlys  ", colours: COLOURS, fontPair: "playfair-lora", defaultTone: "Calm", logo: { mediaType: "image/svg+xml", data: dirty } },
    });
    expect(created).toMatchObject({ applicationId: app.applicationId, name: "Fjordlys", fontPair: "playfair-lora", defaultTone: "Calm", colours: { ...COLOURS, primary: "#e4572e" } });
    const stored = Buffer.from(created.logo!.data, "base64").toString();
    for (const gone of ["script", "onload", "onclick", "tracker.example", "<image"]) expect(stored).not.toContain(gone);
    expect(stored).toContain(`<rect width="120" height="40" fill="#123"/>`);

    const png = await sharp({ create: { width: 64, height: 32, channels: 4, background: "#e4572e" } }).png().toBuffer();
    const second = await client.call(createBrandKit, { query, body: { name: "Summer", colours: COLOURS, fontPair: "inter-inter", logo: { mediaType: "image/png", data: png.toString("base64") } } });
    expect(Buffer.from(second.logo!.data, "base64").equals(png)).toBe(true);
    expect((await client.call(listBrandKits, { query })).map((kit) => kit.name)).toEqual(["Summer", "Fjordlys"]);
    expect(await client.call(getBrandKit, { query, params: { id: created.id } })).toEqual(created);

    const replaced = await client.call(updateBrandKit, { query, params: { id: created.id }, body: { name: "Fjordlys Winter", colours: { ...COLOURS, background: "#0b132b" }, fontPair: "oswald-inter", logo: null } });
    expect(replaced).toMatchObject({ id: created.id, name: "Fjordlys Winter", fontPair: "oswald-inter", logo: null, defaultTone: null, colours: { background: "#0b132b" } });
    expect(Date.parse(replaced.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    expect(await client.call(deleteBrandKit, { query, params: { id: created.id } })).toEqual({ id: created.id, deleted: true });
    expect((await client.send(getBrandKit, { query, params: { id: created.id } })).status).toBe(404);
    expect((await client.call(listBrandKits, { query })).map((kit) => kit.id)).toEqual([second.id]);
  });

  it("refuses bad input with the contract's error body", async () => {
    const app = await createApplication(1);
    const client = await authenticatedClient(app);
    const query = { applicationId: app.applicationId };
    const body = { name: "Acme", colours: COLOURS, fontPair: "inter-inter" as const };
    await expectErrorBody(await client.send(createBrandKit, { query, body: { ...body, name: "   " } }), 400, "name");
    await expectErrorBody(await client.send(createBrandKit, { query, body: { ...body, colours: { ...COLOURS, primary: "red" } } }), 400, "colours");
    await expectErrorBody(await client.send(createBrandKit, { query, body: { ...body, fontPair: "comic-sans" as never } }), 400, "fontPair");
    await expectErrorBody(await client.send(createBrandKit, { query, body: { ...body, logo: { mediaType: "image/gif" as never, data: "R0lGOD" } } }), 400, "logo");
    await expectErrorBody(await client.send(createBrandKit, { query, body: { ...body, logo: { mediaType: "image/png", data: Buffer.from("not a png").toString("base64") } } }), 400, "logo");
    await expectErrorBody(await client.send(createBrandKit, { query, body: { ...body, logo: { mediaType: "image/svg+xml", data: svgLogo(`><text x="0" y="20">Acme</text>`) } } }), 400, "logo");
    await expectErrorBody(
      await client.send(createBrandKit, { query, body: { ...body, logo: { mediaType: "image/svg+xml", data: Buffer.from(`<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>`).toString("base64") } } }),
      400,
      "logo",
    );
    await expectErrorBody(await client.send(getBrandKit, { query, params: { id: "not-a-guid" } }), 400, "id");
    expect(await client.call(listBrandKits, { query })).toEqual([]);
  });

  it("keeps each application's kits to itself", async () => {
    const [mine, theirs] = [await createApplication(1), await createApplication(1)];
    const [me, them] = [await authenticatedClient(mine), await authenticatedClient(theirs)];
    const body = { name: "Private", colours: COLOURS, fontPair: "inter-inter" as const };
    const kit = await them.call(createBrandKit, { query: { applicationId: theirs.applicationId }, body });
    const query = { applicationId: mine.applicationId };
    expect((await me.send(getBrandKit, { query, params: { id: kit.id } })).status).toBe(404);
    expect((await me.send(updateBrandKit, { query, params: { id: kit.id }, body: { ...body, name: "Taken" } })).status).toBe(404);
    expect((await me.send(deleteBrandKit, { query, params: { id: kit.id } })).status).toBe(404);
    expect(await me.call(listBrandKits, { query })).toEqual([]);
    await expectErrorBody(await me.send(listBrandKits, { query: { applicationId: theirs.applicationId } }), 401, "business:");
    expect(await them.call(getBrandKit, { query: { applicationId: theirs.applicationId }, params: { id: kit.id } })).toMatchObject({ name: "Private" });
  });
});
