import { expect, test } from "@playwright/test";

// After signing in, the browser goes back only to a page of this site, whatever callbackUrl says.
for (const callbackUrl of ["/%5Cevil.example", "/%09/evil.example", "%2F%2Fevil.example"]) {
  test(`signing in with callbackUrl=${callbackUrl} stays on this site`, async ({ page, baseURL }) => {
    const leftSite: string[] = [];
    page.on("request", (req) => {
      if (!req.url().startsWith(baseURL!)) leftSite.push(req.url());
    });
    await page.goto(`/login?callbackUrl=${callbackUrl}`);
    await page.getByRole("button", { name: /practice team/i }).click();
    await page.waitForURL((url) => url.pathname !== "/login" || url.origin !== baseURL, { waitUntil: "commit" }).catch(() => {});
    expect(leftSite).toEqual([]);
    expect(new URL(page.url()).origin).toBe(baseURL);
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
}
