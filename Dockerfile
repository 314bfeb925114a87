# The shop in a container: `docker build -t pw-storefront .` then
#   docker run -p 3000:3000 -v pw-data:/data -e SESSION_SECRET=$(openssl rand -hex 32) pw-storefront
# or `docker compose up` (compose.yaml: the shop with Varnish in front and Redis beside it).
# One process with the embedded backend by default; COMMERCE_URL points it at a remote one instead.

# Stage 1: every dependency (the build needs the dev ones), the production build, then only the
# runtime dependencies kept. better-sqlite3 and sharp come with prebuilt binaries in their npm
# packages: nothing is compiled or downloaded beyond the npm registry.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
# npm ci applies patches/ (patch-package) to the dependencies it installs.
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Stage 2: what server.ts runs (tsx compiles its TypeScript at start), owned by root and read-only
# to the shop's user; only DATA_DIR (the database, pictures, secrets it makes) is writable.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NODE_OPTIONS=--max-old-space-size=768
WORKDIR /app
COPY --from=build /app/package.json /app/tsconfig.json /app/server.ts ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/app ./app
COPY --from=build /app/backend ./backend
COPY --from=build /app/locales ./locales
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz: 200 when the shop can sell (backend answers, database writable), else 503.
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: server.ts stops taking requests and closes within 10 s.
STOPSIGNAL SIGTERM
CMD ["node_modules/.bin/tsx", "server.ts"]
