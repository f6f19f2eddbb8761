import { describe, expect, it } from "vitest";
import { defaultSiteSettings, SETTINGS_FIELD_WORDS, siteSettingsSchema, siteSettingsUpdateSchema } from "@/lib/validation/site-settings";
import { issuesToFields } from "@/lib/validation/issues";

const fieldsOf = (input: unknown) => {
  const result = siteSettingsUpdateSchema.safeParse(input);
  return result.success ? null : issuesToFields(result.error, SETTINGS_FIELD_WORDS);
};

describe("the site settings schema", () => {
  it("has a default for every setting, which the schema accepts", () => {
    expect(Object.keys(defaultSiteSettings).sort()).toEqual(Object.keys(siteSettingsSchema.shape).sort());
    expect(siteSettingsSchema.parse(defaultSiteSettings)).toEqual(defaultSiteSettings);
    expect(defaultSiteSettings.adsenseClient).toBe("");
  });

  it("accepts a publisher id of ca-pub- and 16 digits, trimmed, or empty for no ads", () => {
    expect(siteSettingsUpdateSchema.parse({ adsenseClient: " ca-pub-1234567890123456 " })).toEqual({ adsenseClient: "ca-pub-1234567890123456" });
    expect(siteSettingsUpdateSchema.parse({ adsenseClient: "" })).toEqual({ adsenseClient: "" });
  });

  it("names the field of a bad publisher id", () => {
    for (const bad of [
      "pub-1234567890123456",
      "ca-pub-123456789012345",
      "ca-pub-12345678901234567",
      "ca-pub-123456789012345x",
      "ca-pub-1234567890123456\nx",
      1234,
      null,
      ["ca-pub-1234567890123456"],
    ]) {
      expect(fieldsOf({ adsenseClient: bad }), JSON.stringify(bad)).toEqual({ adsenseClient: expect.stringMatching(/adsenseClient/) });
    }
  });

  it("refuses unknown settings by name, and an update with nothing in it", () => {
    expect(fieldsOf({ adsenseClient: "", colour: "red", adsense_client: "ca-pub-1234567890123456" })).toEqual({ colour: "Unknown setting", adsense_client: "Unknown setting" });
    expect(siteSettingsUpdateSchema.safeParse({}).success).toBe(false);
    expect(siteSettingsUpdateSchema.safeParse([]).success).toBe(false);
    expect(siteSettingsUpdateSchema.safeParse("ca-pub-1234567890123456").success).toBe(false);
  });
});
