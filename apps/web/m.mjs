import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage({ viewport: { width: 1366, height: 900 } });
await p.goto("http://localhost:4300/en");
await p.evaluate(() => document.fonts.ready);
const r = await p.evaluate(() => {
  const h = document.querySelector(".hero-copy h1");
  const fs = parseFloat(getComputedStyle(h).fontSize);
  const out = { fs, maxw: getComputedStyle(h).maxWidth, lines: {} };
  for (const s of ["Riding the Cutting-", "Riding the Cutting-Edge", "Cutting-Edge AI", "Cutting-Edge AI Technology", "Riding the", "Cutting-Edge", "AI Technology", "Surfer sur la vague", "de l'IA de pointe"]) {
    const c = h.cloneNode(); c.style.whiteSpace = "nowrap"; c.style.maxWidth = "none"; c.style.display = "inline-block"; c.textContent = s; h.parentNode.append(c);
    out.lines[s] = +(c.getBoundingClientRect().width / fs).toFixed(3); c.remove();
  }
  return out;
});
console.log(JSON.stringify(r, null, 1));
await b.close();
