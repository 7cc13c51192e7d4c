import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeFileSync } from "node:fs";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"] });
const r = await lighthouse(process.argv[2]!, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: ["performance"] });
chrome.kill();
writeFileSync("/tmp/lhr.json", JSON.stringify(r!.lhr));
const a = r!.lhr.audits;
for (const id of Object.keys(a)) { const x = a[id]!; if (x.score !== null && x.score < 1 && x.scoreDisplayMode !== "informative") console.log(id, x.displayValue ?? "", x.score); }
console.log(JSON.stringify(a["render-blocking-insight"]?.details ?? a["render-blocking-resources"]?.details).slice(0, 1500));
console.log(JSON.stringify(a["lcp-breakdown-insight"]?.details ?? a["largest-contentful-paint-element"]?.details).slice(0, 1500));
