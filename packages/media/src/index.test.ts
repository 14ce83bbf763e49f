import { describe, expect, it } from "vitest";
import { responsiveImage, sizedName, socialImage, socialName, socialSource, variantName, variantWidths } from "./index";

const ID = "0b9f3c8e-5d2a-4f6b-9c1d-7e8f9a0b1c2d";

describe("uploaded pictures' resized copies", () => {
  it("caps each copy at the picture's own width and never repeats a width", () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("names a copy after its picture, as the server writes it and the site reads it", () => {
    const name = sizedName(ID, 1200, 800, "png");
    expect(name).toBe(`${ID}-1200x800.png`);
    expect(variantName(name, 960)).toBe(`${ID}-1200x800-960w.webp`);
  });

  it("gives the srcset and size of an uploaded picture's URL, relative or absolute", () => {
    expect(responsiveImage(`/media/${ID}-1200x800.jpg`)).toEqual({
      srcSet: `/media/${ID}-1200x800-480w.webp 480w, /media/${ID}-1200x800-960w.webp 960w, /media/${ID}-1200x800-1200w.webp 1200w`,
      width: 1200,
      height: 800,
    });
    expect(responsiveImage(`https://www.lumiere.example/media/${ID}-300x200.webp`)?.srcSet).toBe(
      `https://www.lumiere.example/media/${ID}-300x200-300w.webp 300w`,
    );
  });

  it("has no copies for earlier uploads, GIFs, other sites' pictures or look-alike names", () => {
    for (const url of [
      null,
      "",
      `/media/${ID}.png`,
      `/media/${ID}-1200x800.gif`,
      `/media/${ID}-1200x800-480w.webp`,
      `https://images.example.com/photo-1200x800.jpg`,
      `/uploads/${ID}-1200x800.png`,
      `/media/${ID}-0x800.png`,
      `/media/${ID}-1200x800.png?v=2`,
    ]) {
      expect(responsiveImage(url), String(url)).toBeNull();
    }
  });

  it("names the 1200×630 social copy of a sized picture, and finds its picture back from that name", () => {
    const name = sizedName(ID, 1200, 800, "png");
    expect(socialName(name)).toBe(`${ID}-1200x800-social.jpg`);
    expect(socialSource(socialName(name))).toBe(`${ID}-1200x800`);
    expect(socialSource(name)).toBeNull();
    expect(socialSource(`../${ID}-1200x800-social.jpg`)).toBeNull();
    expect(socialImage(`/media/${name}`)).toBe(`/media/${ID}-1200x800-social.jpg`);
    expect(socialImage(`https://cdn.example/media/${name}`)).toBe(`https://cdn.example/media/${ID}-1200x800-social.jpg`);
    // Pictures without copies (other sites', older uploads, GIFs) share themselves.
    expect(socialImage("/media/old.gif")).toBeNull();
    expect(socialImage("https://example.org/picture.png")).toBeNull();
  });

  it("names the raster social copy of a starter illustration (SVG, which social networks do not show)", () => {
    expect(socialImage("/illustrations/eu-ai-act-gdpr.svg")).toBe("/illustrations/eu-ai-act-gdpr-social.jpg");
    expect(socialImage("https://www.lumiere.example/illustrations/nlp-email-triage.svg")).toBe(
      "https://www.lumiere.example/illustrations/nlp-email-triage-social.jpg",
    );
    expect(socialImage("/illustrations/../secret.svg")).toBeNull();
    expect(socialImage("https://example.org/picture.svg")).toBeNull();
  });
});
