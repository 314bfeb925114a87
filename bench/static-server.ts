// The bench's yardstick: the same HTML a page answered, served as static files by the same Node,
// Express and compression middleware as the shop. A page's throughput is reported as a share of this
// one's, measured in the same run, so that figures from a busy or a quiet machine compare.
// Usage: tsx bench/static-server.ts <directory> <port>
import compression from "compression";
import express from "express";

const [directory, port] = process.argv.slice(2);
if (!directory || !port) throw new Error("usage: tsx bench/static-server.ts <directory> <port>");

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(express.static(directory, { extensions: ["html"], index: false }));
app.listen(Number(port), "127.0.0.1", () => console.log(`static pages on http://127.0.0.1:${port}`));
