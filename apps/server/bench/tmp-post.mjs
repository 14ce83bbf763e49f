import autocannon from "autocannon";
import { readFileSync } from "node:fs";
const pid = Number(process.argv[3]);
const cpu = () => {
  const s = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(s[11]) + Number(s[12])) * 1e4;
};
let n = 0;
const url = process.argv[4] ?? "/api/contact";
const opts =
  url === "/api/contact"
    ? {
        method: "POST",
        headers: { "content-type": "application/json" },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({
                firstName: "B",
                lastName: "M",
                email: "b@example.com",
                subject: "other",
                message: `Bench ${process.pid} ${n++}`,
              }),
            }),
          },
        ],
      }
    : {};
const c0 = cpu();
const r = await autocannon({ url: `http://127.0.0.1:3999${url}`, connections: 10, duration: Number(process.argv[2] ?? 6), ...opts });
console.log(url, "req/s", r.requests.average, "cpu us/req", ((cpu() - c0) / r.requests.total).toFixed(0), "non2xx", r.non2xx);
