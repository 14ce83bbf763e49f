# Lumière AI: the compiled server and the built web app on a current Node LTS, production
# dependencies only (no sources, no tests, no dev tools), as a non-root user, with a health check.

# The base image is pinned by digest (Node 24 LTS, Debian bookworm slim), so a build gets the same
# bytes until Renovate proposes the next digest (renovate.json).
ARG NODE_IMAGE=node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d

# --- build: install everything, compile the server and the web app, deploy the server's prod deps
FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 CI=1
RUN npm install -g pnpm@12.21.0
# Dependencies first, from the lockfile alone: this layer is rebuilt only when the lockfile changes,
# not at every change of the source.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline \
 && pnpm build \
 && pnpm --filter @lumiere/server deploy --prod /out/apps/server \
 && rm -f /out/apps/server/pnpm-lock.yaml /out/apps/server/pnpm-workspace.yaml \
 # TypeScript arrives only as an auto-installed peer of @trpc/server (types); nothing loads it at run time.
 && rm -rf /out/apps/server/node_modules/.pnpm/typescript@* /out/apps/server/node_modules/.pnpm/@typescript+* \
 && mkdir -p /out/apps/web && cp -r apps/web/dist /out/apps/web/dist

# --- runtime
FROM ${NODE_IMAGE}
# No NODE_COMPILE_CACHE: the server reads the code cache the build made beside it
# (apps/server/dist/compile-cache), from its first start on; that variable would replace it.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /out /app
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The node settings of `pnpm start` (malloc arenas, V8 heap sizes, --liftoff-only), kept in one
# place: apps/server/bin/node.sh, which execs node (so node is the process that gets the signals).
CMD ["sh", "apps/server/bin/node.sh", "apps/server/dist/server/main.js"]
